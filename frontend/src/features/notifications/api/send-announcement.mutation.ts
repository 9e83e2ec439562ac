import type { CommandResult, SendAnnouncementDto } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, SHOWS_OWN_ERRORS } from '../../../shared/api';

/** `POST /api/announcements` (announcements.send): to everyone, or to the holders of one role. */
export function sendAnnouncement(body: SendAnnouncementDto): Promise<CommandResult> {
  return apiFetch<CommandResult>('/api/announcements', { method: 'POST', body });
}

export function useSendAnnouncement() {
  return useMutation({ mutationFn: sendAnnouncement, meta: SHOWS_OWN_ERRORS });
}
