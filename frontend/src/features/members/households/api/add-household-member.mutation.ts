import type { CommandResult, HouseholdRelationship } from '@koinonia/contracts';
import { apiFetch } from '../../../../shared/api';
import { useHouseholdMutation } from './household-mutation.util';

export interface AddHouseholdMemberInput {
  householdId: string;
  revision: number;
  memberId: string;
  relationship: HouseholdRelationship;
  /** Move them from the household they are in. */
  move?: boolean;
}

/** `POST /api/households/:id/members` with `If-Match`: add a person, move them here, or change their relationship. */
export function addHouseholdMember({ householdId, revision, ...body }: AddHouseholdMemberInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/households/${encodeURIComponent(householdId)}/members`, {
    method: 'POST',
    headers: { 'If-Match': String(revision) },
    body,
  });
}

export function useAddHouseholdMember() {
  return useHouseholdMutation(addHouseholdMember);
}
