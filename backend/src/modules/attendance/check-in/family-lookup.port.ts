/** A family as a kiosk search finds it, before what check-in adds (notes, who is in a room now). */
export interface FoundFamily {
  id: string;
  name: string;
  people: Array<{ memberId: string; fullName: string }>;
}

/**
 * How the kiosk finds a family: by a name, or the last four digits of a phone. Until households
 * exist, `MemberFamilyLookup` groups the directory's people by family name; a household lookup
 * provides this same token and nothing else in check-in changes.
 */
export const FAMILY_LOOKUP = Symbol('FAMILY_LOOKUP');

export interface FamilyLookup {
  find(search: string): Promise<FoundFamily[]>;
}
