import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SecretBox } from '../../../../../platform/crypto/secret-box';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { verifyAgainstDummy, verifyPassword } from '../../../../../platform/auth/password.util';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { SessionOpener } from '../../../sessions/session-opener.service';
import { LOGIN_CHALLENGE_PURPOSE, LOGIN_CHALLENGE_TTL_MS, passwordVersion, type LoginChallenge } from '../../sign-in-challenge.util';
import { SignInFailures } from '../../sign-in-failures.service';
import { SignInCommand, type SignInOutcome } from './sign-in.command';

/**
 * Checks the password and opens a session — or, for an account with two-step verification,
 * answers with a challenge for the second step instead. The same answer for an unknown email
 * as for a wrong password; a failure is recorded on the account, and the fifth within fifteen
 * minutes locks it (ACCOUNT_LOCKED, even with the right password) until the lock runs out or
 * an admin unlocks it.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInOutcome> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly failures: SignInFailures,
    private readonly sessions: SessionOpener,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ email, password, client, requireRole }: SignInCommand): Promise<SignInOutcome> {
    const user = await this.accounts.byEmail(email);
    if (!user || !user.active || !user.passwordHash) {
      await this.failures.recordUnmatched(email, user, client);
      await verifyAgainstDummy(password);
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await this.failures.record(user._id, client, 'password');
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (requireRole && !user.roles.includes(requireRole)) {
      // A locked account answers ACCOUNT_LOCKED whatever the password, here too: otherwise this
      // refusal would tell a guesser during the lockout that the password was right.
      await this.failures.assertNotLocked(user._id);
      throw new DomainError('AUTHORIZATION');
    }
    if (user.twoFactorEnabled) {
      // A lock applies to the first step too: no challenge while locked.
      await this.failures.assertNotLocked(user._id);
      const challenge: LoginChallenge = { sub: user._id, pwv: passwordVersion(user.passwordHash) };
      return { kind: 'two-factor', challenge: this.secrets.sealToken(challenge, LOGIN_CHALLENGE_PURPOSE, new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS)) };
    }
    return { kind: 'session', ...(await this.sessions.open(user, client)) };
  }
}
