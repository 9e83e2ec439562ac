import { MEMBER_ROLES, MEMBERSHIP_STEPS, type MemberPrivacyField, type MemberRole } from '@koinonia/contracts';
import type { TFunction } from 'i18next';
import type { SelectOption } from '../../../shared/ui';

export function roleLabel(t: TFunction, role: string): string {
  return t(`members:roles.${role}`, { defaultValue: role });
}

export function roleOptions(t: TFunction): SelectOption[] {
  return MEMBER_ROLES.map((role: MemberRole) => ({ value: role, label: roleLabel(t, role) }));
}

export function stepLabel(t: TFunction, step: string): string {
  return t(`members:steps.${step}`, { defaultValue: step });
}

export function stepOptions(t: TFunction): SelectOption[] {
  return MEMBERSHIP_STEPS.map((step) => ({ value: step, label: stepLabel(t, step) }));
}

/** Whole years from a birth date to `today` (both YYYY-MM-DD). */
export function ageOn(birthDate: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return today.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

const CONTACT_OF = { shareEmail: 'email', sharePhone: 'phone', shareAddress: 'address' } as const;

/** A privacy choice as a summary or the history names it: "Listed in the member directory", or the contact detail ("Phone"). */
export function privacyFieldLabel(t: TFunction, field: MemberPrivacyField): string {
  return t(field === 'listed' ? 'members:privacy.fields.listed' : `members:fields.${CONTACT_OF[field]}`);
}

/** "Yes"/"No" for being listed, "Shared"/"Not shared" for a contact detail. */
export function privacyValueLabel(t: TFunction, field: MemberPrivacyField, value: boolean): string {
  if (field === 'listed') return t(value ? 'members:privacy.values.yes' : 'members:privacy.values.no');
  return t(value ? 'members:privacy.values.shared' : 'members:privacy.values.notShared');
}
