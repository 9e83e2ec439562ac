import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { toString as qrCode } from 'qrcode';
import { VALIDATION_MESSAGES, type RecoveryCodesView, type TwoFactorEnrolmentView, type TwoFactorStatusView } from '@koinonia/contracts';
import { READ_STORE } from '../../platform/platform.tokens';
import type { ReadStore } from '../../platform/read-store/read-store.port';
import { CommandExecutor } from '../../platform/commands/command-executor.service';
import { SecretBox } from '../../platform/crypto/secret-box';
import { DomainError } from '../../platform/errors/domain-error';
import { verifyPassword } from '../../platform/auth/password.util';
import { userDecider, type UserState } from './domain/user.decider';
import { userStream } from './domain/user.events';
import { IdentityService, LOGIN_CHALLENGE_PURPOSE, passwordVersion, type ClientInfo, type OpenedSession } from './identity.service';

export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way only. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const ENROLMENT_TTL_MS = 15 * 60 * 1000;
const PURPOSE = { secret: 'totp-secret', enrolment: 'totp-enrolment', recoveryCode: 'recovery-code' } as const;
/** A code of the previous or next 30-second step still counts: phones' clocks drift. */
const EPOCH_TOLERANCE_S = 30;

/** `abcde-fghjk`: ten characters from 31, about 50 bits. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What people type back: any case, with or without the hyphen and spaces. */
export function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/** TOTP two-step verification: enrolment, the second step of signing in, recovery codes. */
@Injectable()
export class TwoFactorService {
  private readonly logger = new Logger('TwoFactorService');

  constructor(
    private readonly identity: IdentityService,
    private readonly executor: CommandExecutor,
    private readonly secrets: SecretBox,
    @Inject(READ_STORE) private readonly readStore: ReadStore,
  ) {}

  private async state(userId: string): Promise<UserState> {
    return (await this.executor.load(userStream(userId), userDecider)).state;
  }

  async status(userId: string): Promise<TwoFactorStatusView> {
    const user = await this.identity.findUser(userId);
    const state = await this.state(userId);
    const requiredRoles = await this.identity.twoFactorRequiredRoles();
    return {
      enabled: state.twoFactor !== null,
      recoveryCodesRemaining: state.twoFactor?.recoveryCodeHashes.length ?? 0,
      required: user.roles.some((role) => requiredRoles.includes(role)),
    };
  }

  /** A new secret for the app, shown once; nothing is recorded until a code from it is confirmed. */
  async startEnrolment(userId: string): Promise<TwoFactorEnrolmentView> {
    const user = await this.identity.findUser(userId);
    if (user.twoFactorEnabled) throw new DomainError('TWO_FACTOR_ALREADY_ENABLED');
    const church = await this.readStore.collection<{ _id: string; name: string }>('church').findOne({});
    const secret = generateSecret();
    const otpauthUri = generateURI({ issuer: church?.name ? `${church.name} (Koinonia)` : 'Koinonia', label: user.email, secret });
    // SVG: sharp at any size, and far cheaper to make than a PNG.
    const svg = await qrCode(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    const qrCodeDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
    const enrolmentToken = this.secrets.sealToken({ sub: userId, secret }, PURPOSE.enrolment, new Date(Date.now() + ENROLMENT_TTL_MS));
    return { secret, otpauthUri, qrCodeDataUrl, enrolmentToken };
  }

  /** The first code proves the app has the secret: two-step verification is on, with ten recovery codes. */
  async confirmEnrolment(userId: string, enrolmentToken: string, code: string): Promise<RecoveryCodesView & { position: bigint | null }> {
    const sealed = this.secrets.openToken<{ sub: string; secret: string }>(enrolmentToken, PURPOSE.enrolment);
    if (!sealed || sealed.sub !== userId) throw new DomainError('INVALID_TOKEN');
    const step = await this.verifyCode(sealed.secret, code, 0);
    if (step === null) throw DomainError.validation([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
    const { codes, hashes } = this.newRecoveryCodes();
    const outcome = await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'EnableTwoFactor', userId, secret: this.secrets.seal(sealed.secret, PURPOSE.secret), recoveryCodeHashes: hashes, totpStep: step },
      { actorId: userId, retries: 5 },
    );
    await this.identity.settle(outcome.position);
    return { recoveryCodes: codes, position: outcome.position };
  }

  /** Turning it off, or new recovery codes, needs the password or a current code again. */
  async disable(userId: string, proof: { password?: string; code?: string }, client: ClientInfo): Promise<bigint | null> {
    await this.reauthenticate(userId, proof, client);
    const outcome = await this.executor.execute(userStream(userId), userDecider, { type: 'DisableTwoFactor', userId }, { actorId: userId, retries: 5 });
    await this.identity.settle(outcome.position);
    return outcome.position;
  }

  async regenerateRecoveryCodes(userId: string, proof: { password?: string; code?: string }, client: ClientInfo): Promise<RecoveryCodesView> {
    await this.reauthenticate(userId, proof, client);
    const { codes, hashes } = this.newRecoveryCodes();
    await this.executor.execute(
      userStream(userId),
      userDecider,
      { type: 'RegenerateRecoveryCodes', userId, recoveryCodeHashes: hashes },
      { actorId: userId, retries: 5 },
    );
    return { recoveryCodes: codes };
  }

  /**
   * The second step of signing in: the challenge from the password step, then a current code or
   * an unused recovery code. A wrong code counts as a failed sign-in (lockout applies).
   */
  async completeSignIn(challenge: string, proof: { code?: string; recoveryCode?: string }, client: ClientInfo): Promise<OpenedSession> {
    const sealed = this.secrets.openToken<{ sub: string; pwv: string }>(challenge, LOGIN_CHALLENGE_PURPOSE);
    if (!sealed) throw new DomainError('AUTH_EXPIRED');
    const user = await this.identity.users.findOne({ _id: sealed.sub });
    // A changed password, a deactivation or 2FA turned off since the first step: start again.
    if (!user || !user.active || !user.twoFactorEnabled || passwordVersion(user.passwordHash) !== sealed.pwv) throw new DomainError('AUTH_EXPIRED');
    const state = await this.state(user._id);
    if (!state.twoFactor) throw new DomainError('AUTH_EXPIRED');
    if (proof.code !== undefined) {
      const secret = this.openSecret(state.twoFactor.secret);
      // A secret sealed under another APP_SECRET cannot be checked: not the person's fault, so not a failure.
      if (secret === null) throw new DomainError('INVALID_TWO_FACTOR_CODE');
      const step = await this.verifyCode(secret, proof.code, state.twoFactor.lastStep);
      if (step === null) return this.refuse(user._id, client);
      return this.identity.openSession(user, client, { kind: 'totp', step }).catch((error: unknown) => this.refuseOnReplay(error, user._id, client));
    }
    const codeHash = this.secrets.mac(normaliseRecoveryCode(proof.recoveryCode ?? ''), PURPOSE.recoveryCode);
    if (!state.twoFactor.recoveryCodeHashes.includes(codeHash)) return this.refuse(user._id, client);
    return this.identity.openSession(user, client, { kind: 'recovery-code', codeHash }).catch((error: unknown) => this.refuseOnReplay(error, user._id, client));
  }

  private async refuse(userId: string, client: ClientInfo): Promise<never> {
    await this.identity.recordFailure(userId, client, 'two-factor');
    throw new DomainError('INVALID_TWO_FACTOR_CODE');
  }

  /** A code used by a racing request a moment ago: a failed attempt like any other wrong code. */
  private async refuseOnReplay(error: unknown, userId: string, client: ClientInfo): Promise<never> {
    if (error instanceof DomainError && error.code === 'INVALID_TWO_FACTOR_CODE') return this.refuse(userId, client);
    throw error;
  }

  private async reauthenticate(userId: string, proof: { password?: string; code?: string }, client: ClientInfo): Promise<void> {
    const user = await this.identity.findUser(userId);
    const state = await this.state(userId);
    if (!state.twoFactor) throw new DomainError('TWO_FACTOR_NOT_ENABLED');
    if (proof.password !== undefined) {
      if (await verifyPassword(user.passwordHash, proof.password)) return;
      await this.identity.recordFailure(userId, client, 'password');
      throw DomainError.validation([{ field: 'password', message: VALIDATION_MESSAGES.wrongPassword }]);
    }
    const secret = this.openSecret(state.twoFactor.secret);
    if (secret !== null && (await this.verifyCode(secret, proof.code ?? '', state.twoFactor.lastStep)) !== null) return;
    await this.identity.recordFailure(userId, client, 'two-factor');
    throw DomainError.validation([{ field: 'code', message: VALIDATION_MESSAGES.twoFactorCode }]);
  }

  /** The TOTP secret, or null when it was sealed under another key (a changed APP_SECRET or key file). */
  private openSecret(sealed: string): string | null {
    const secret = this.secrets.open(sealed, PURPOSE.secret);
    if (secret === null)
      this.logger.error(
        'Cannot decrypt a TOTP secret: was APP_SECRET or the key file changed? An administrator can reset the account’s two-step verification.',
      );
    return secret;
  }

  /** The time step the code belongs to, or null; steps up to `afterStep` (already used) never count. */
  private async verifyCode(secret: string, code: string, afterStep: number): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S, ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}) });
    // The union also covers HOTP results; a TOTP one always carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  private newRecoveryCodes(): { codes: string[]; hashes: string[] } {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map((code) => this.secrets.mac(normaliseRecoveryCode(code), PURPOSE.recoveryCode)) };
  }
}
