import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `POST /api/groups/:id/archive` with the revision on screen. */
export function archiveGroup({ groupId, revision }: { groupId: string; revision: number }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${groupPath(groupId)}/archive`, { method: 'POST', headers: { 'If-Match': String(revision) } });
}

export const useArchiveGroup = () => useGroupCommand(archiveGroup);
