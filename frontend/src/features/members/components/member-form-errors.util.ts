import type { TFunction } from 'i18next';
import { ApiError } from '../../../shared/api';
import { errorMessage, validationMessage } from '../../../shared/i18n';
import { MEMBER_FORM_FIELDS, type MemberFormErrors, type MemberFormField } from './member-form-fields';

/** Client-side DTO messages, translated for display. */
export function translateFieldErrors(t: TFunction, errors: Partial<Record<string, string>>): MemberFormErrors {
  const result: MemberFormErrors = {};
  for (const field of MEMBER_FORM_FIELDS) {
    const message = errors[field];
    if (message) result[field] = validationMessage(t, message);
  }
  return result;
}

/**
 * What a refused save says about each field: the server's field messages, and a duplicate email
 * on the email field. Empty when the error is not about fields.
 */
export function serverFieldErrors(t: TFunction, error: unknown): MemberFormErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'DUPLICATE_EMAIL') return { email: errorMessage(t, 'DUPLICATE_EMAIL') };
  const result: MemberFormErrors = {};
  for (const { field, message } of error.fields) {
    if ((MEMBER_FORM_FIELDS as readonly string[]).includes(field) && !result[field as MemberFormField]) {
      result[field as MemberFormField] = validationMessage(t, message);
    }
  }
  return result;
}
