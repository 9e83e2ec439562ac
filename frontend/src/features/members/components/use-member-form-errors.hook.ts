import { useTranslation } from 'react-i18next';
import { useFormErrors } from '../../../shared/forms';
import { MEMBER_FORM_FIELDS } from './member-form-fields';

/** Both member forms' errors, each on its field. */
export function useMemberFormErrors() {
  const { t } = useTranslation('members');
  return useFormErrors(t, MEMBER_FORM_FIELDS);
}
