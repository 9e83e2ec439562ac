import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `POST /api/groups/:id/join-requests`: ask to join, for yourself. */
export function joinGroup({ groupId, message }: { groupId: string; message: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${groupPath(groupId)}/join-requests`, { method: 'POST', body: message ? { message } : {} });
}

export const useJoinGroup = () => useGroupCommand(joinGroup);
