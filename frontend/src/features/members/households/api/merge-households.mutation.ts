import type { CommandResult, HouseholdAddressChoice } from '@koinonia/contracts';
import { apiFetch } from '../../../../shared/api';
import { useHouseholdMutation } from './household-mutation.util';

export interface MergeHouseholdsInput {
  survivorId: string;
  /** The survivor's revision. */
  revision: number;
  mergedId: string;
  address: HouseholdAddressChoice;
}

/** `POST /api/households/:id/merge` with `If-Match`: the other household's people join this one, and it closes. */
export function mergeHouseholds({ survivorId, revision, mergedId, address }: MergeHouseholdsInput): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/households/${encodeURIComponent(survivorId)}/merge`, {
    method: 'POST',
    headers: { 'If-Match': String(revision) },
    body: { mergedId, address },
  });
}

export function useMergeHouseholds() {
  return useHouseholdMutation(mergeHouseholds);
}
