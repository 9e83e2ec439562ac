import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users/:id/two-factor/reset`: for someone who lost their authenticator and their recovery codes. */
export function resetTwoFactor(userId: string): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/two-factor/reset`, { method: 'POST' });
}

export const useResetTwoFactor = () => useUserCommand(resetTwoFactor);
