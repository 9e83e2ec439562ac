import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { VALIDATION_MESSAGES, type Language } from '@koinonia/contracts';
import { APP_CONFIG, READ_STORE } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { DomainError } from '../../platform/errors/domain-error';
import { hashPassword, verifyPassword } from '../../platform/auth/password.util';
import { assertNewPassword } from '../../platform/auth/password-policy';
import { MAILER, type Mailer } from '../../platform/mail/mail.port';
import { userDecider } from './domain/user.decider';
import { TOKEN_TTL, userStream } from './domain/user.events';
import { hashLinkToken, newLinkToken } from './account-tokens.util';
import { IdentityService, type ClientInfo } from './identity.service';
import { SavedLanguageQuery } from '../preferences';
import { appLink, passwordResetEmail } from './mail/account-mail.templates';
import { mailChurch } from './mail/mail-church.util';

/** Changing a password while signed in, and resetting a forgotten one through an emailed link. */
@Injectable()
export class AccountPasswordService implements OnModuleDestroy {
  private readonly logger = new Logger('AccountPasswordService');
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly identity: IdentityService,
    private readonly executor: CommandExecutor,
    private readonly savedLanguage: SavedLanguageQuery,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The current password again, then the new one: every other session of the account ends. */
  async change(userId: string, sessionId: string, currentPassword: string, newPassword: string, client: ClientInfo): Promise<bigint | null> {
    const user = await this.identity.findUser(userId);
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.identity.recordFailure(userId, client, 'password');
      throw DomainError.validation([{ field: 'currentPassword', message: VALIDATION_MESSAGES.wrongPassword }]);
    }
    assertNewPassword(newPassword, 'newPassword');
    const passwordHash = await hashPassword(newPassword);
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'ChangePassword', userId, passwordHash, keepSessionId: sessionId },
      { actorId: userId, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return outcome.position;
  }

  /**
   * Emails a reset link when the address belongs to an active account. The work happens after
   * the answer, so the answer (and its timing) is the same whether or not the account exists.
   * The email is in the account holder's saved language, else in `requestLanguage`.
   */
  requestReset(email: string, requestLanguage: Language): void {
    const task = this.sendResetLink(email.trim().toLowerCase(), requestLanguage).catch((error: unknown) =>
      this.logger.error(`Password reset email failed: ${String(error)}`),
    );
    this.pending.add(task);
    void task.finally(() => this.pending.delete(task));
  }

  private async sendResetLink(email: string, requestLanguage: Language): Promise<void> {
    const user = await this.identity.users.findOne({ email });
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
      passwordResetEmail({ to: user.email, displayName: user.displayName, church: await mailChurch(this.readStore), link, expiresAt, language }),
    );
  }

  /** A new password with the emailed token: the token is used up, every session ends, a lockout is lifted. */
  async reset(token: string, password: string): Promise<bigint | null> {
    const tokenHash = hashLinkToken(token);
    const user = await this.identity.users.findOne({ resetTokenHash: tokenHash });
    if (!user) throw new DomainError('INVALID_TOKEN');
    assertNewPassword(password, 'password');
    const passwordHash = await hashPassword(password);
    const outcome = await this.executor.execute(
      userStream(user._id),
      userDecider,
      { type: 'ResetPassword', userId: user._id, tokenHash, passwordHash },
      { actorId: user._id, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return outcome.position;
  }

  /** Reset emails still being sent finish before the stores close. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  /** For tests: wait until every reset email asked for so far has been handled. */
  async idle(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
