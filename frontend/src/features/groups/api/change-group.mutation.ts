import type { CommandResult, GroupDetailsDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `PUT /api/groups/:id` with the revision the form was filled from (a stale one is refused: 409). */
export function changeGroup({ groupId, details, revision }: { groupId: string; details: GroupDetailsDto; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(groupPath(groupId), { method: 'PUT', body: details, headers: { 'If-Match': String(revision) } });
}

export const useChangeGroup = () => useGroupCommand(changeGroup);
