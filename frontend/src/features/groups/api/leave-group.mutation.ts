import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `DELETE /api/groups/:id/members/:memberId`: leave (or withdraw a request), or take someone off the roster. */
export function leaveGroup({ groupId, memberId }: { groupId: string; memberId: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${groupPath(groupId)}/members/${encodeURIComponent(memberId)}`, { method: 'DELETE' });
}

export const useLeaveGroup = () => useGroupCommand(leaveGroup);
