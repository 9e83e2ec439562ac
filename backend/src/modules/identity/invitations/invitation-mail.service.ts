import { Inject, Injectable, Logger } from '@nestjs/common';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import type { CommandActor } from '../../../platform/commands/command-actor.type';
import { DomainError } from '../../../platform/errors/domain-error';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port';
import { ChurchQuery } from '../../organisation';
import { appLink, invitationEmail } from '../mail/account-mail.templates';
import { mailChurch } from '../mail/mail-church.util';

/** The language an invitation was first written in (null on invitations from before languages: English). */
export const invitationLanguageOf = (recorded: Language | null): Language => (isLanguage(recorded) ? recorded : DEFAULT_LANGUAGE);

/** The invitation email, with its link; MESSAGE_SEND_FAILED when it cannot be sent (the invitation stays, to be sent again). */
@Injectable()
export class InvitationMail {
  private readonly logger = new Logger('InvitationMail');

  constructor(
    @Inject(MAILER) private readonly mailer: Mailer,
    private readonly church: ChurchQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async send(to: { email: string; displayName: string }, link: { token: string; expiresAt: string }, language: Language, actor: CommandActor): Promise<void> {
    const message = invitationEmail({
      to: to.email,
      displayName: to.displayName,
      church: await mailChurch(this.church),
      invitedBy: actor.kind === 'user' ? actor.user.displayName : 'Koinonia',
      link: appLink(this.config.publicUrl, '/accept-invite', link.token),
      expiresAt: link.expiresAt,
      language,
    });
    try {
      await this.mailer.send(message);
    } catch (error) {
      this.logger.error(`Invitation email to ${to.email} failed: ${String(error)}`);
      throw new DomainError('MESSAGE_SEND_FAILED');
    }
  }
}
