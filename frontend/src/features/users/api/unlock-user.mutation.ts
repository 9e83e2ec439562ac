import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/unlock`: lift a lockout. */
export function unlockUser(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/unlock`, { method: 'POST' });
}

export const useUnlockUser = () => useUserCommand(unlockUser);
