import { USER_ROLES, type UserRole } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import type { CheckboxOption } from '../../../shared/ui';

export function roleLabel(t: TFunction, role: UserRole): string {
  return t(`users:roles.${role}`);
}

export function roleOptions(t: TFunction): CheckboxOption[] {
  return USER_ROLES.map((role) => ({ value: role, label: roleLabel(t, role) }));
}
