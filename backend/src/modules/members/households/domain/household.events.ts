import type { HouseholdRelationship } from '@koinonia/contracts';

export interface HouseholdPerson {
  memberId: string;
  relationship: HouseholdRelationship;
}

export type HouseholdCreated = { type: 'HouseholdCreated'; data: { householdId: string; name: string; address: string } };
export type HouseholdRenamed = { type: 'HouseholdRenamed'; data: { householdId: string; name: string } };
export type HouseholdAddressChanged = { type: 'HouseholdAddressChanged'; data: { householdId: string; address: string } };
/** A person joined; `fromHouseholdId` when they moved here from another household. */
export type HouseholdMemberAdded = {
  type: 'HouseholdMemberAdded';
  data: HouseholdPerson & { householdId: string; fromHouseholdId?: string };
};
export type HouseholdRelationshipChanged = { type: 'HouseholdRelationshipChanged'; data: HouseholdPerson & { householdId: string } };
/** A person left; `toHouseholdId` when they moved to another household. */
export type HouseholdMemberRemoved = { type: 'HouseholdMemberRemoved'; data: { householdId: string; memberId: string; toHouseholdId?: string } };
/** The survivor of a merge took in the merged household's people and kept this address. */
export type HouseholdAbsorbed = {
  type: 'HouseholdAbsorbed';
  data: { householdId: string; mergedId: string; members: HouseholdPerson[]; address: string };
};
/** The merged household closed: its people went to the survivor. */
export type HouseholdMergedInto = { type: 'HouseholdMergedInto'; data: { householdId: string; survivorId: string } };

/** The household closed, its people (`memberIds`, as it held them) now in none. */
export type HouseholdDissolved = { type: 'HouseholdDissolved'; data: { householdId: string; memberIds: string[] } };

export type HouseholdEvent =
  | HouseholdCreated
  | HouseholdRenamed
  | HouseholdAddressChanged
  | HouseholdMemberAdded
  | HouseholdRelationshipChanged
  | HouseholdMemberRemoved
  | HouseholdAbsorbed
  | HouseholdMergedInto
  | HouseholdDissolved;

export const HOUSEHOLD_EVENT_TYPES: ReadonlySet<string> = new Set<HouseholdEvent['type']>([
  'HouseholdCreated',
  'HouseholdRenamed',
  'HouseholdAddressChanged',
  'HouseholdMemberAdded',
  'HouseholdRelationshipChanged',
  'HouseholdMemberRemoved',
  'HouseholdAbsorbed',
  'HouseholdMergedInto',
  'HouseholdDissolved',
]);

export const householdStream = (householdId: string) => `household-${householdId}`;
