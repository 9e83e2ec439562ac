import type { CommandResult, HouseholdRelationship } from '@koinonia/contracts';
import { apiFetch } from '../../../../shared/api';
import { useHouseholdMutation } from './household-mutation.util';

export interface CreateHouseholdInput {
  name: string;
  address?: string;
  members?: Array<{ memberId: string; relationship: HouseholdRelationship }>;
}

/** `POST /api/households`. */
export function createHousehold(input: CreateHouseholdInput): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/households', { method: 'POST', body: input });
}

export function useCreateHousehold() {
  return useHouseholdMutation(createHousehold);
}
