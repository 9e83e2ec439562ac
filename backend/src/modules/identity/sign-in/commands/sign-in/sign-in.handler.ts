import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SecretBox } from '../../../../../platform/crypto/secret-box';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { verifyAgainstDummy, verifyPassword } from '../../../../../platform/auth/password.util';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { SessionOpener } from '../../../sessions/session-opener.service';
import { LOGIN_CHALLENGE_PURPOSE, LOGIN_CHALLENGE_TTL_MS, passwordVersion, type LoginChallenge } from '../../sign-in-challenge.util';
import { SignInFailures } from '../../sign-in-failures.service';
import { UnmatchedSignIns } from '../../unmatched-sign-ins.service';
import { SignInCommand, type SignInOutcome } from './sign-in.command';

/**
 * Checks the password and opens a session — or, for an account with two-step verification,
 * answers with a challenge for the second step instead. An address with no usable account gets
 * the very answers a real one would, in the same order and after the same password hashing:
 * INVALID_CREDENTIALS four times, then ACCOUNT_LOCKED from that source (simulated: see
 * UnmatchedSignIns). A real failure is recorded on the account; the fifth from one source within
 * fifteen minutes locks that source out (ACCOUNT_LOCKED, even with the right password), the
 * twentieth from all sources the account, until the lock runs out, an admin unlocks it or its
 * holder follows the emailed link. Past the cap on failures against unknown addresses, every
 * failed sign-in answers RATE_LIMITED.
 */
@CommandHandler(SignInCommand)
export class SignInHandler implements ICommandHandler<SignInCommand, SignInOutcome> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly failures: SignInFailures,
    private readonly unmatched: UnmatchedSignIns,
    private readonly sessions: SessionOpener,
    private readonly secrets: SecretBox,
  ) {}

  async execute({ email, password, client, requireRole }: SignInCommand): Promise<SignInOutcome> {
    const user = await this.accounts.byEmail(email);
    if (!user || !user.active || !user.passwordHash) {
      await verifyAgainstDummy(password);
      const until = await this.unmatched.record(email, user, client);
      if (until !== null) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: until });
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      const until = await this.failures.record(user._id, client, 'password');
      this.unmatched.assertUnderCap();
      if (until !== null) throw new DomainError('ACCOUNT_LOCKED', { lockedUntil: until });
      throw new DomainError('INVALID_CREDENTIALS');
    }
    if (requireRole && !user.roles.includes(requireRole)) {
      // A locked account answers ACCOUNT_LOCKED whatever the password, here too: otherwise this
      // refusal would tell a guesser during the lockout that the password was right.
      await this.failures.assertNotLocked(user._id, client);
      throw new DomainError('AUTHORIZATION');
    }
    if (user.twoFactorEnabled) {
      // A lock applies to the first step too: no challenge while locked.
      await this.failures.assertNotLocked(user._id, client);
      const challenge: LoginChallenge = { sub: user._id, pwv: passwordVersion(user.passwordHash) };
      return { kind: 'two-factor', challenge: this.secrets.sealToken(challenge, LOGIN_CHALLENGE_PURPOSE, new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS)) };
    }
    return { kind: 'session', ...(await this.sessions.open(user, client)) };
  }
}
