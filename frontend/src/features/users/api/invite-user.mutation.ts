import type { CommandResult, InviteUserDto } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `POST /api/admin/users`: the invitation is emailed with a link valid for seven days. */
export function inviteUser(body: InviteUserDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/admin/users', { method: 'POST', body });
}

export const useInviteUser = () => useUserCommand(inviteUser);
