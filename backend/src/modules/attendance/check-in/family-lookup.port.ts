/** A family as a kiosk search finds it, before what check-in adds (notes, who is in a room now). */
export interface FoundFamily {
  id: string;
  name: string;
  people: Array<{ memberId: string; fullName: string }>;
}

/**
 * How the kiosk finds a family: by a name, or the last four digits of a phone. `HouseholdFamilyLookup`
 * provides it from the households (and family names for people in none).
 */
export const FAMILY_LOOKUP = Symbol('FAMILY_LOOKUP');

export interface FamilyLookup {
  find(search: string): Promise<FoundFamily[]>;
}
