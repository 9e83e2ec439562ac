import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/deactivate`: sessions end, sign-in is refused. */
export function deactivateUser(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/deactivate`, { method: 'POST' });
}

export const useDeactivateUser = () => useUserCommand(deactivateUser);
