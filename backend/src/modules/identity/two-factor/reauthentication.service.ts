import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { verifyPassword } from '../../../platform/auth/password.util';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import { recordedIp, recordedSource, type ClientInfo } from '../sessions/client-info.type';
import { SignInFailures } from '../sign-in/sign-in-failures.service';
import { TwoFactorCodes } from './two-factor-codes.service';

/**
 * Proving again who one is, in a session: the password, or a current code. Recorded on the
 * account's stream (`UserReauthenticated`), which is what makes the session freshly
 * authenticated for a few minutes ("sudo mode": `freshlyAuthenticated`) and a code's time step
 * count once, as at sign-in. A wrong one counts as a failed sign-in.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly codes: TwoFactorCodes,
    private readonly failures: SignInFailures,
  ) {}

  async check(userId: string, sessionId: string, proof: { password?: string; code?: string }, client: ClientInfo): Promise<void> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    const reauthenticate = (checked: { kind: 'password' } | { kind: 'totp'; step: number }) =>
      this.executor.execute(
        userStream(userId),
        userDecider,
        { type: 'Reauthenticate', userId, sessionId, ip: recordedIp(client), source: recordedSource(client), proof: checked },
        { actorId: userId, retries: 5 },
      );
    if (proof.password !== undefined) {
      if (!(await verifyPassword(state.passwordHash, proof.password)))
        await this.failures.refuse(userId, client, 'password', DomainError.validation([{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }]));
      await reauthenticate({ kind: 'password' });
      return;
    }
    // Without two-step verification there is no code to give: the password it must be.
    if (!state.twoFactor) throw DomainError.validation([{ field: 'password', message: VALIDATION_MESSAGES.passwordRequired }]);
    const wrongCode = () =>
      this.failures.refuse(userId, client, 'two-factor', DomainError.validation([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]));
    const secret = this.codes.openSecret(state.twoFactor.secret);
    const step = secret === null ? null : await this.codes.verify(secret, proof.code ?? '', state.twoFactor.lastStep);
    if (step === null) return wrongCode();
    // The same step used a moment ago by a racing request is refused by the stream, as a wrong code.
    await reauthenticate({ kind: 'totp', step }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'INVALID_TWO_FACTOR_CODE') return wrongCode();
      throw error;
    });
  }
}
