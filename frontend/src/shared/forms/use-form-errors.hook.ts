import type { TFunction } from 'i18next';
import { useState } from 'react';
import { ApiError, type ApiErrorCode } from '../api/api-error';
import { errorMessage, errorMessageOf, validationMessage } from '../i18n';
import { useFocusFirstError } from './use-focus-first-error.hook';

export interface FormErrorOptions<F extends string> {
  /** Catalogue codes that are about one field (`DUPLICATE_EMAIL` → `email`): said on that field. */
  codeFields?: Partial<Record<ApiErrorCode, F>>;
}

/**
 * A form's error state: a message per field (the DTO's before sending, the server's after: an
 * ApiError's `fields`, or a code named in `codeFields`), one message for the form for anything
 * else, and focus moved to the first bad field.
 */
export function useFormErrors<F extends string>(t: TFunction, fields: readonly F[], { codeFields = {} }: FormErrorOptions<F> = {}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  const pick = (entries: Array<{ field: string; message: string | undefined }>) => {
    const result: Partial<Record<F, string>> = {};
    for (const { field, message } of entries) {
      if (message && (fields as readonly string[]).includes(field) && !result[field as F]) result[field as F] = validationMessage(t, message);
    }
    return result;
  };

  const serverFieldErrors = (error: unknown): Partial<Record<F, string>> => {
    if (!(error instanceof ApiError)) return {};
    const field = codeFields[error.code];
    if (field) return { [field]: errorMessage(t, error.code) } as Partial<Record<F, string>>;
    return pick(error.fields);
  };

  return {
    errors,
    formError,
    formRef,
    clearField: (field: F) => setErrors((current) => ({ ...current, [field]: undefined })),
    setFieldError: (field: F, message: string) => {
      setErrors((current) => ({ ...current, [field]: message }));
      focusFirstError();
    },
    reset: () => {
      setErrors({});
      setFormError(null);
    },
    /** Shows the DTO's messages; true when there were none and the form may be sent. */
    acceptClientCheck: (result: { valid: boolean; errors: Partial<Record<string, string>> }): boolean => {
      setFormError(null);
      setErrors(pick(Object.entries(result.errors).map(([field, message]) => ({ field, message }))));
      if (!result.valid) focusFirstError();
      return result.valid;
    },
    /** A refused request: field messages on their fields, anything else above the buttons. */
    showServerError: (error: unknown) => {
      const fieldErrors = serverFieldErrors(error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError();
      } else {
        setFormError(errorMessageOf(t, error));
      }
    },
  };
}
