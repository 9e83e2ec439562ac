import type { CommandResult, VolunteerAssignmentView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { useVolunteerCommand } from './use-volunteer-command.hook';
import { assignmentPath, volunteersKeys } from './volunteers-query-keys.constant';

export type LinkAnswer = 'confirm' | 'decline';

/** `GET /api/volunteer-assignments/:id/by-link?token=`: the assignment an email link answers, without signing in. */
export const useLinkedAssignment = (assignmentId: string, token: string) =>
  useQuery({
    queryKey: volunteersKeys.link(assignmentId, token),
    queryFn: ({ signal }) => apiFetch<VolunteerAssignmentView>(`${assignmentPath(assignmentId)}/by-link`, { query: { token }, signal }),
    enabled: assignmentId !== '' && token !== '',
    retry: false,
  });

/** `POST /api/volunteer-assignments/:id/confirm-by-link|decline-by-link` with the link's token. */
export const useAnswerByLink = () =>
  useVolunteerCommand(({ assignmentId, answer, token, reason = '' }: { assignmentId: string; answer: LinkAnswer; token: string; reason?: string }) =>
    apiFetch<CommandResult>(`${assignmentPath(assignmentId)}/${answer}-by-link`, {
      method: 'POST',
      body: answer === 'decline' && reason.trim() ? { token, reason: reason.trim() } : { token },
    }),
  );
