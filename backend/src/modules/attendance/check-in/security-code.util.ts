import { randomInt } from 'node:crypto';
import { SECURITY_CODE_ALPHABET, SECURITY_CODE_LENGTH } from '@koinonia/contracts';

/** A fresh code for a label and its receipt: each letter from the system's cryptographic random source. */
export function newSecurityCode(): string {
  let code = '';
  for (let i = 0; i < SECURITY_CODE_LENGTH; i++) code += SECURITY_CODE_ALPHABET[randomInt(SECURITY_CODE_ALPHABET.length)];
  return code;
}
