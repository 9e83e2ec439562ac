import type { HouseholdRelationship } from '@koinonia/contracts';
import type { DirectoryReader } from '../../queries/member-visibility.util';

/** How a person belongs to a household, as the directory's visibility asks it (memberId → this). */
export interface HouseholdMembership {
  householdId: string;
  householdName: string;
  relationship: HouseholdRelationship;
}

/** What the child rule leaves of a person for a reader: not a child (the directory's own rules apply), the child whole, or nothing. */
export type ChildRuleOutcome = 'not-a-child' | 'whole' | 'hidden';

/**
 * The child rule by relationship: a child is unlisted in the directory by default and their
 * contact details are never shown to members. Those who see the record whole see the child whole:
 * staff with members.private.read, the child themselves, and their own household (a member sees
 * their own household in full). Any other reader sees no trace of them.
 *
 * `readerHouseholdId` is the household of the reader's own member record, if any.
 */
export function childRuleFor(
  reader: DirectoryReader,
  person: { memberId: string; membership: HouseholdMembership | null },
  readerHouseholdId: string | null,
): ChildRuleOutcome {
  if (person.membership?.relationship !== 'child') return 'not-a-child';
  if (reader.seesEverything || reader.memberId === person.memberId) return 'whole';
  return readerHouseholdId !== null && readerHouseholdId === person.membership.householdId ? 'whole' : 'hidden';
}
