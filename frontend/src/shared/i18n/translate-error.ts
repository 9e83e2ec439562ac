import { catalogueEntry, VALIDATION_MESSAGES } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from '../api/api-error';

type ValidationKey = keyof typeof VALIDATION_MESSAGES;

const VALIDATION_KEY_BY_MESSAGE = new Map<string, ValidationKey>(Object.entries(VALIDATION_MESSAGES).map(([key, message]) => [message, key as ValidationKey]));

/**
 * The catalogue's words for a code, in the reader's language. English comes from contracts, so
 * locale files only hold translations (`common:errors.<CODE>`).
 */
export function errorMessage(t: TFunction, code: string): string {
  return t(`common:errors.${code}`, { defaultValue: catalogueEntry(code).message });
}

export function errorMessageOf(t: TFunction, error: unknown): string {
  return errorMessage(t, error instanceof ApiError ? error.code : 'UNKNOWN_ERROR');
}

export function errorTitle(t: TFunction, code: string): string {
  const title = catalogueEntry(code).toastTitle;
  return t(`common:errorTitles.${title}`, { defaultValue: title });
}

/** A validation message from the catalogue (client- or server-side), translated when we can. */
export function validationMessage(t: TFunction, message: string): string {
  const key = VALIDATION_KEY_BY_MESSAGE.get(message);
  return key ? t(`common:validation.${key}`, { defaultValue: message }) : message;
}
