import type { CommandResult, UserRole } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `PUT /api/admin/users/:id/roles`. */
export function changeUserRoles({ userId, roles }: { userId: string; roles: UserRole[] }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/roles`, { method: 'PUT', body: { roles } });
}

export const useChangeUserRoles = () => useUserCommand(changeUserRoles);
