import type { CommandResult } from '@koinonia/contracts';
import { apiFetch } from '../../../shared/api';
import { groupPath, useGroupCommand } from './use-group-command.hook';

/** `POST /api/groups/:id/join-requests/:memberId/approve|decline`. */
export function answerJoinRequest({ groupId, memberId, answer }: { groupId: string; memberId: string; answer: 'approve' | 'decline' }): Promise<CommandResult> {
  return apiFetch<CommandResult>(`${groupPath(groupId)}/join-requests/${encodeURIComponent(memberId)}/${answer}`, { method: 'POST' });
}

export const useAnswerJoinRequest = () => useGroupCommand(answerJoinRequest);
