import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port';
import { ChurchQuery } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import { AccountQueries } from '../accounts/account-queries.service';
import type { UserUnlockLinkIssued } from '../domain/user.events';
import { appLink, unlockEmail } from '../mail/account-mail.templates';
import { mailChurch } from '../mail/mail-church.util';

/**
 * The email that tells an account's holder of a lockout, with the link that lifts it. Sent after
 * the answer, so a failed sign-in that locks takes no longer than one that does not. In the
 * language the holder saved, else English: the request that caused it is likely not theirs.
 */
@Injectable()
export class LockoutNotices implements OnModuleDestroy {
  private readonly logger = new Logger('LockoutNotices');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly accounts: AccountQueries,
    private readonly savedLanguage: SavedLanguageQuery,
    private readonly church: ChurchQuery,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `token`: the link's token, which only its hash in `issued` keeps. */
  send(token: string, issued: UserUnlockLinkIssued['data']): void {
    const task = this.mail(token, issued).catch((error: unknown) => this.logger.error(`Lockout email failed: ${String(error)}`));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  /** For tests: wait until every lockout email so far has been handled. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private async mail(token: string, issued: UserUnlockLinkIssued['data']): Promise<void> {
    const user = await this.accounts.byId(issued.userId);
    if (!user) return;
    await this.mailer.send(
      unlockEmail({
        to: user.email,
        displayName: user.displayName,
        church: await mailChurch(this.church),
        link: appLink(this.config.publicUrl, '/unlock-account', token),
        expiresAt: issued.expiresAt,
        language: (await this.savedLanguage.of(user._id)) ?? 'en',
        source: issued.source,
        lockedUntil: issued.lockedUntil,
        failedAttempts: issued.failedAttempts,
      }),
    );
  }
}
