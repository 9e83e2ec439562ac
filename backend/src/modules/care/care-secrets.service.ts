import { Injectable } from '@nestjs/common';
import { SecretBox } from '../../platform/crypto/secret-box';

/** The purposes care seals under: a value sealed for one never opens as another. */
const PURPOSES = { prayer: 'care.prayer-request', note: 'care.pastoral-note', communication: 'care.communication' } as const;
export type CareSecretKind = keyof typeof PURPOSES;

/**
 * What people confide is sealed before it is recorded (the event store and the read store hold
 * only SecretBox text) and opened only when a permitted reader reads it.
 */
@Injectable()
export class CareSecrets {
  constructor(private readonly box: SecretBox) {}

  seal(kind: CareSecretKind, plaintext: string): string {
    return this.box.seal(plaintext, PURPOSES[kind]);
  }

  /** The plaintext; '' for a value that no longer opens (a changed app secret): shown as nothing rather than failing the list. */
  open(kind: CareSecretKind, sealed: string): string {
    return sealed === '' ? '' : (this.box.open(sealed, PURPOSES[kind]) ?? '');
  }
}
