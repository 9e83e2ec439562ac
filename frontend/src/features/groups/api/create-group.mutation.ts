import type { CommandResult, GroupDetailsDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useGroupCommand } from './use-group-command.hook';

/** `POST /api/groups`: start a group (groups.manage). */
export function createGroup(details: GroupDetailsDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/groups', { method: 'POST', body: details });
}

export const useCreateGroup = () => useGroupCommand(createGroup);
