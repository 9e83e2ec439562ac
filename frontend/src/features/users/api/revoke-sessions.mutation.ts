import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/revoke-sessions`: every session of the account ends. */
export function revokeSessions(userId: string): Promise<{ ended: number }> {
  return apiFetch<{ ended: number }>(`/api/admin/users/${encodeURIComponent(userId)}/revoke-sessions`, { method: 'POST' });
}

export const useRevokeSessions = () => useUserCommand(revokeSessions);
