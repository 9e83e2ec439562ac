import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { useUserCommand } from './user-command.mutation';

/** `PUT /api/admin/users/:id/member`: the member record the account belongs to. */
export function linkUserToMember({ userId, memberId }: { userId: string; memberId: string }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`/api/admin/users/${encodeURIComponent(userId)}/member`, { method: 'PUT', body: { memberId } });
}

export const useLinkUserToMember = () => useUserCommand(linkUserToMember);
