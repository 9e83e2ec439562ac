import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `DELETE /api/admin/users/:id/invitation`. */
export function cancelInvitation(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/invitation`, { method: 'DELETE' });
}

export const useCancelInvitation = () => useUserCommand(cancelInvitation);
