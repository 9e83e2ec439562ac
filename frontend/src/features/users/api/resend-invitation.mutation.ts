import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/invitation/resend`: a new link; the old one stops working. */
export function resendInvitation(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/invitation/resend`, { method: 'POST' });
}

export const useResendInvitation = () => useUserCommand(resendInvitation);
