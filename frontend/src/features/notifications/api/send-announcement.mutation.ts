import type { CommandResult, SendAnnouncementDto } from '@koinonia/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, SHOWS_OWN_ERRORS } from '../../../shared/api';
import { notificationKeys } from './notifications-keys.constant';

/** `POST /api/announcements` (announcements.send): to an audience, in the app, by email and by SMS; on the board until its end date. */
export function sendAnnouncement(body: SendAnnouncementDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/announcements', { method: 'POST', body });
}

export function useSendAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendAnnouncement,
    meta: SHOWS_OWN_ERRORS,
    onSuccess: () => client.invalidateQueries({ queryKey: notificationKeys.board() }),
  });
}
