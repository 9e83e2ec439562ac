import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusFirstError } from '../../../shared/forms';
import { errorMessageOf } from '../../../shared/i18n';
import type { MemberFormErrors, MemberFormField } from './member-form-fields';
import { serverFieldErrors, translateFieldErrors } from './member-form-errors.util';

/**
 * The error state both member forms keep: a message per field (from the DTO before sending,
 * from the server after), one message for the form, and focus moved to the first bad field.
 */
export function useMemberFormErrors() {
  const { t } = useTranslation('members');
  const [errors, setErrors] = useState<MemberFormErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const { formRef, focusFirstError } = useFocusFirstError();

  return {
    errors,
    formError,
    formRef,
    clearField: (field: MemberFormField) => setErrors((current) => ({ ...current, [field]: undefined })),
    reset: () => {
      setErrors({});
      setFormError(null);
    },
    /** Shows the DTO's messages before sending; true when there were none and the form may be sent. */
    acceptClientCheck: (result: { valid: boolean; errors: Partial<Record<string, string>> }): boolean => {
      setFormError(null);
      setErrors(translateFieldErrors(t, result.errors));
      if (!result.valid) focusFirstError();
      return result.valid;
    },
    /** A refused save: field messages on their fields, anything else above the buttons. */
    showServerError: (error: unknown) => {
      const fieldErrors = serverFieldErrors(t, error);
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstError();
      } else {
        setFormError(errorMessageOf(t, error));
      }
    },
  };
}
