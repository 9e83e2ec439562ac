/** How a person belongs to their household. A child is unlisted in the directory by default and their contact details are never shown to other members. */
export const HOUSEHOLD_RELATIONSHIPS = ['head', 'spouse', 'child', 'other-adult'] as const;
export type HouseholdRelationship = (typeof HOUSEHOLD_RELATIONSHIPS)[number];

/** A merged household points at its survivor; a dissolved one closed with its people in none (an import's household its Undo took away). */
export const HOUSEHOLD_STATUSES = ['active', 'merged', 'dissolved'] as const;
export type HouseholdStatus = (typeof HOUSEHOLD_STATUSES)[number];

export const HOUSEHOLD_FIELD_LIMITS = {
  name: 120,
  address: 300,
  search: 100,
  /** People a household may hold at creation or in one merge: a family, not a congregation. */
  members: 50,
} as const;

/** Which address a merged household keeps: the survivor's own, or the one of the household merged into it. */
export const HOUSEHOLD_ADDRESS_CHOICES = ['survivor', 'merged'] as const;
export type HouseholdAddressChoice = (typeof HOUSEHOLD_ADDRESS_CHOICES)[number];
