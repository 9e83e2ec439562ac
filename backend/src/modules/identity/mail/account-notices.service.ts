import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Language } from '@koinonia/contracts';
import { APP_CONFIG } from '../../../platform/platform.tokens';
import type { AppConfig } from '../../../platform/config/app-config';
import { MAILER, type Mailer } from '../../../platform/mail/mail.port';
import { ChurchQuery } from '../../organisation';
import { SavedLanguageQuery } from '../../preferences';
import { AccountQueries } from '../accounts/account-queries.service';
import type { UserUnlockLinkIssued } from '../domain/user.events';
import { appLink, twoFactorResetEmail, unlockEmail } from './account-mail.templates';
import { mailChurch } from './mail-church.util';

/** Where the holder sets two-step verification up again. */
const SECURITY_PAGE = '/account/security';

/**
 * The emails that tell an account's holder what happened to it: a lockout, with the link that
 * lifts it; their two-step verification turned off by an administrator. Sent after the answer,
 * so the request that caused one takes no longer for it. In the language the holder saved, else
 * `fallback` (English: the request that caused it is likely not theirs).
 */
@Injectable()
export class AccountNotices implements OnModuleDestroy {
  private readonly logger = new Logger('AccountNotices');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly accounts: AccountQueries,
    private readonly savedLanguage: SavedLanguageQuery,
    private readonly church: ChurchQuery,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `token`: the unlock link's token, which only its hash in `issued` keeps. */
  unlockLink(token: string, issued: UserUnlockLinkIssued['data']): void {
    this.later('Lockout email', () => this.mailUnlock(token, issued));
  }

  /** `admin`: the display name of the administrator who turned it off; `fallback`: the language when the holder saved none. */
  twoFactorReset(reset: { userId: string; admin: string; at: string; fallback: Language }): void {
    this.later('Two-step verification reset email', () => this.mailTwoFactorReset(reset));
  }

  /** For tests: wait until every email so far has been handled. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }

  private later(what: string, send: () => Promise<void>): void {
    const task = send().catch((error: unknown) => this.logger.error(`${what} failed: ${String(error)}`));
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  private async mailUnlock(token: string, issued: UserUnlockLinkIssued['data']): Promise<void> {
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

  private async mailTwoFactorReset(reset: { userId: string; admin: string; at: string; fallback: Language }): Promise<void> {
    const user = await this.accounts.byId(reset.userId);
    if (!user) return;
    await this.mailer.send(
      twoFactorResetEmail({
        to: user.email,
        displayName: user.displayName,
        church: await mailChurch(this.church),
        admin: reset.admin,
        at: reset.at,
        link: `${this.config.publicUrl}${SECURITY_PAGE}`,
        language: (await this.savedLanguage.of(user._id)) ?? reset.fallback,
      }),
    );
  }
}
