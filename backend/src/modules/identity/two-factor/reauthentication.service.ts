import { Injectable } from '@nestjs/common';
import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { verifyPassword } from '../../../platform/auth/password.util';
import { userDecider } from '../domain/user.decider';
import { userStream } from '../domain/user.events';
import type { ClientInfo } from '../sessions/client-info.type';
import { SignInFailures } from '../sign-in/sign-in-failures.service';
import { TwoFactorCodes } from './two-factor-codes.service';

/**
 * Turning two-step verification off, or new recovery codes, needs the password or a current
 * code again; a wrong one counts as a failed sign-in. Checked against the account's stream.
 */
@Injectable()
export class Reauthentication {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly codes: TwoFactorCodes,
    private readonly failures: SignInFailures,
  ) {}

  async check(userId: string, proof: { password?: string; code?: string }, client: ClientInfo): Promise<void> {
    const { state } = await this.executor.load(userStream(userId), userDecider);
    if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    if (proof.password !== undefined) {
      if (await verifyPassword(state.passwordHash, proof.password)) return;
      await this.failures.record(userId, client, 'password');
      throw DomainError.validation([{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }]);
    }
    const secret = this.codes.openSecret(state.twoFactor.secret);
    if (secret !== null && (await this.codes.verify(secret, proof.code ?? '', state.twoFactor.lastStep)) !== null) return;
    await this.failures.record(userId, client, 'two-factor');
    throw DomainError.validation([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
  }
}
