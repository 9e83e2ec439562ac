import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG } from '../../../../../platform/platform.tokens';
import type { AppConfig } from '../../../../../platform/config/app-config';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { MAILER, type Mailer } from '../../../../../platform/mail/mail.port';
import { ChurchQuery } from '../../../../organisation';
import { SavedLanguageQuery } from '../../../../preferences';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { newLinkToken } from '../../../accounts/account-tokens.util';
import { userDecider } from '../../../domain/user.decider';
import { TOKEN_TTL, userStream } from '../../../domain/user.events';
import { appLink, passwordResetEmail } from '../../../mail/account-mail.templates';
import { mailChurch } from '../../../mail/mail-church.util';
import { RequestPasswordResetCommand } from './request-password-reset.command';

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly executor: CommandExecutor,
    private readonly savedLanguage: SavedLanguageQuery,
    private readonly church: ChurchQuery,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ email, requestLanguage }: RequestPasswordResetCommand): Promise<void> {
    const user = await this.accounts.byEmail(email);
    if (!user || user.status !== 'active') return;
    const { token, tokenHash } = newLinkToken();
    const expiresAt = new Date(Date.now() + TOKEN_TTL.passwordResetMs).toISOString();
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      { type: 'RequestPasswordReset', userId: user._id, tokenHash, expiresAt },
      { actorId: null, retries: 5 },
    );
    if (outcome.events.length === 0) return;
    const link = appLink(this.config.publicUrl, '/reset-password', token);
    const language = (await this.savedLanguage.of(user._id)) ?? requestLanguage;
    await this.mailer.send(
      passwordResetEmail({ to: user.email, displayName: user.displayName, church: await mailChurch(this.church), link, expiresAt, language }),
    );
  }
}
