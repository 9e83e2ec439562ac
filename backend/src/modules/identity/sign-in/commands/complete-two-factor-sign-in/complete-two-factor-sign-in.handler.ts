import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandExecutor } from '../../../../../platform/commands/command-executor.service';
import { SecretBox } from '../../../../../platform/crypto/secret-box';
import { DomainError } from '../../../../../platform/errors/domain-error';
import { AccountQueries } from '../../../accounts/account-queries.service';
import { userDecider } from '../../../domain/user.decider';
import { userStream } from '../../../domain/user.events';
import type { ClientInfo } from '../../../sessions/client-info.type';
import { SessionOpener, type OpenedSession } from '../../../sessions/session-opener.service';
import { TwoFactorCodes } from '../../../two-factor/two-factor-codes.service';
import { LOGIN_CHALLENGE_PURPOSE, passwordVersion, type LoginChallenge } from '../../sign-in-challenge.util';
import { SignInFailures } from '../../sign-in-failures.service';
import { CompleteTwoFactorSignInCommand } from './complete-two-factor-sign-in.command';

/** A wrong code counts as a failed sign-in (the lockout applies); a code used once never opens a second session. */
@CommandHandler(CompleteTwoFactorSignInCommand)
export class CompleteTwoFactorSignInHandler implements ICommandHandler<CompleteTwoFactorSignInCommand, OpenedSession> {
  constructor(
    private readonly accounts: AccountQueries,
    private readonly executor: CommandExecutor,
    private readonly secrets: SecretBox,
    private readonly codes: TwoFactorCodes,
    private readonly failures: SignInFailures,
    private readonly sessions: SessionOpener,
  ) {}

  async execute({ challenge, proof, client }: CompleteTwoFactorSignInCommand): Promise<OpenedSession> {
    const sealed = this.secrets.openToken<LoginChallenge>(challenge, LOGIN_CHALLENGE_PURPOSE);
    if (!sealed) throw new DomainError('AUTH_EXPIRED');
    const user = await this.accounts.byId(sealed.sub);
    // A changed password, a deactivation or 2FA turned off since the first step: start again.
    if (!user || !user.active || !user.twoFactorEnabled || passwordVersion(user.passwordHash) !== sealed.pwv) throw new DomainError('AUTH_EXPIRED');
    const { state } = await this.executor.load(userStream(user._id), userDecider);
    if (!state.twoFactor) throw new DomainError('AUTH_EXPIRED');
    if (proof.code !== undefined) {
      const secret = this.codes.openSecret(state.twoFactor.secret);
      // A secret sealed under another APP_SECRET cannot be checked: not the person's fault, so not a failure.
      if (secret === null) throw new DomainError('INVALID_TWO_FACTOR_CODE');
      const step = await this.codes.verify(secret, proof.code, state.twoFactor.lastStep);
      if (step === null) return this.refuse(user._id, client);
      return this.sessions.open(user, client, { kind: 'totp', step }).catch((error: unknown) => this.refuseOnReplay(error, user._id, client));
    }
    const codeHash = this.codes.recoveryCodeHash(proof.recoveryCode ?? '');
    if (!state.twoFactor.recoveryCodeHashes.includes(codeHash)) return this.refuse(user._id, client);
    return this.sessions.open(user, client, { kind: 'recovery-code', codeHash }).catch((error: unknown) => this.refuseOnReplay(error, user._id, client));
  }

  private refuse(userId: string, client: ClientInfo): Promise<never> {
    return this.failures.refuse(userId, client, 'two-factor', new DomainError('INVALID_TWO_FACTOR_CODE'));
  }

  /** A code used by a racing request a moment ago: a failed attempt like any other wrong code. */
  private async refuseOnReplay(error: unknown, userId: string, client: ClientInfo): Promise<never> {
    if (error instanceof DomainError && error.code === 'INVALID_TWO_FACTOR_CODE') return this.refuse(userId, client);
    throw error;
  }
}
