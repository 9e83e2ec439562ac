import { dictionary } from '@zxcvbn-ts/language-common';
import { isStrongEnoughPassword, VALIDATION_MESSAGES, type ValidationMessage } from '@koinonia/contracts';
import { DomainError } from '../errors/domain-error';

let common: ReadonlySet<string> | null = null;

/**
 * The ~49,000 most common passwords of zxcvbn-ts's list (leaked-password corpora), loaded on
 * first use (it takes a few dozen milliseconds to unpack).
 */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** What is wrong with a new password, in the catalogue's words; null when it may be used. */
export function newPasswordProblem(password: string): ValidationMessage | null {
  if (!isStrongEnoughPassword(password)) return VALIDATION_MESSAGES.weakPassword;
  if (isCommonPassword(password)) return VALIDATION_MESSAGES.commonPassword;
  return null;
}

/** Everywhere a password is set: refuse it as a field error of `field`. */
export function assertNewPassword(password: string, field: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw DomainError.validation([{ field, message: problem }]);
}
