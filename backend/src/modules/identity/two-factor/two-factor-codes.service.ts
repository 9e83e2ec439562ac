import { randomInt } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { verify } from 'otplib';
import { SecretBox } from '../../../platform/crypto/secret-box';

const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a code copied from paper reads one way only. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PURPOSE = { secret: 'totp-secret', recoveryCode: 'recovery-code' } as const;
/** A code of the previous or next 30-second step still counts: phones' clocks drift. */
const EPOCH_TOLERANCE_S = 30;

/** `abcde-fghjk`: ten characters from 31, about 50 bits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** What people type back: any case, with or without the hyphen and spaces. */
function normaliseRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, '');
}

/**
 * The secrets of two-step verification: the TOTP secret sealed at rest, codes checked against
 * it, recovery codes kept only as keyed hashes. Whether a code was used before is the user
 * decider's business (a time step, a recovery code count once).
 */
@Injectable()
export class TwoFactorCodes {
  private readonly logger = new Logger('TwoFactorCodes');

  constructor(private readonly secrets: SecretBox) {}

  sealSecret(secret: string): string {
    return this.secrets.seal(secret, PURPOSE.secret);
  }

  /** The TOTP secret, or null when it was sealed under another key (a changed APP_SECRET or key file). */
  openSecret(sealed: string): string | null {
    const secret = this.secrets.open(sealed, PURPOSE.secret);
    if (secret === null)
      this.logger.error(
        'Cannot decrypt a TOTP secret: was APP_SECRET or the key file changed? An administrator can reset the account’s two-step verification.',
      );
    return secret;
  }

  /** The time step the code belongs to, or null; steps up to `afterStep` (already used) never count. */
  async verify(secret: string, code: string, afterStep: number): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null;
    const result = await verify({ secret, token: code, epochTolerance: EPOCH_TOLERANCE_S, ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}) });
    // The union also covers HOTP results; a TOTP one always carries its time step.
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  recoveryCodeHash(code: string): string {
    return this.secrets.mac(normaliseRecoveryCode(code), PURPOSE.recoveryCode);
  }

  /** Ten new codes to show once, and the hashes to keep. */
  newRecoveryCodes(): { codes: string[]; hashes: string[] } {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    return { codes, hashes: codes.map((code) => this.recoveryCodeHash(code)) };
  }
}
