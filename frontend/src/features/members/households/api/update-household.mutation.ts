import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../../shared/api';
import { useHouseholdMutation } from './household-mutation.util';

export interface UpdateHouseholdInput {
  id: string;
  /** The revision the form was filled from. */
  revision: number;
  changes: { name?: string; address?: string };
}

/** `PATCH /api/households/:id` with `If-Match: <revision>`: rename, readdress. */
export function updateHousehold({ id, revision, changes }: UpdateHouseholdInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/households/${encodeURIComponent(id)}`, { method: 'PATCH', headers: { 'If-Match': String(revision) }, body: changes });
}

export function useUpdateHousehold() {
  return useHouseholdMutation(updateHousehold);
}
