import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../../shared/api';
import { useHouseholdMutation } from './household-mutation.util';

export interface RemoveHouseholdMemberInput {
  householdId: string;
  revision: number;
  memberId: string;
}

/** `DELETE /api/households/:id/members/:memberId` with `If-Match`. */
export function removeHouseholdMember({ householdId, revision, memberId }: RemoveHouseholdMemberInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/households/${encodeURIComponent(householdId)}/members/${encodeURIComponent(memberId)}`, {
    method: 'DELETE',
    headers: { 'If-Match': String(revision) },
  });
}

export function useRemoveHouseholdMember() {
  return useHouseholdMutation(removeHouseholdMember);
}
