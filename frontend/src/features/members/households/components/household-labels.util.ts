import { HOUSEHOLD_RELATIONSHIPS, type HouseholdRelationship } from '@koinonia/contracts';
import type { TFunction } from 'i18next';

export function relationshipLabel(t: TFunction, relationship: HouseholdRelationship): string {
  return t(`relationships.${relationship}`);
}

export function relationshipOptions(t: TFunction): Array<{ value: HouseholdRelationship; label: string }> {
  return HOUSEHOLD_RELATIONSHIPS.map((relationship) => ({ value: relationship, label: relationshipLabel(t, relationship) }));
}
