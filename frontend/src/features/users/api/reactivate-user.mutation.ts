import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/reactivate`. */
export function reactivateUser(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/reactivate`, { method: 'POST' });
}

export const useReactivateUser = () => useUserCommand(reactivateUser);
