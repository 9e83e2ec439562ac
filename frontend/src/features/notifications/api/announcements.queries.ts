import type { AnnouncementBoard, AnnouncementPreviewDto, AnnouncementReach, SmsAudienceOptions } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { notificationKeys } from './notifications-keys.constant';

/** While any channel of an announcement on the board still has messages to send, the board asks again this often. */
const DELIVERY_POLL_MS = 2_000;

/** `GET /api/announcements`: the board (those who may send see every one, with its delivery counts, followed until done). */
export function useAnnouncementBoard() {
  return useQuery({
    queryKey: notificationKeys.board(),
    queryFn: ({ signal }) => apiFetch<AnnouncementBoard>('/api/announcements', { signal }),
    refetchInterval: (query) => {
      const items = query.state.data?.items ?? [];
      return items.some((a) => a.delivery && (a.delivery.inApp.queued > 0 || a.delivery.email.queued > 0 || a.delivery.sms.queued > 0))
        ? DELIVERY_POLL_MS
        : false;
    },
  });
}

/** `POST /api/announcements/preview`: how many the chosen audience reaches by each channel; null holds it back. */
export function useAnnouncementPreview(address: AnnouncementPreviewDto | null) {
  return useQuery({
    queryKey: notificationKeys.preview(address),
    queryFn: ({ signal }) => apiFetch<AnnouncementReach>('/api/announcements/preview', { method: 'POST', body: address ?? {}, signal }),
    enabled: address !== null,
  });
}

/** `GET /api/sms/audience-options`: the ministries and groups an announcement may be addressed to (senders hold messaging.send too). */
export function useAudienceChoices(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.choices(),
    queryFn: ({ signal }) => apiFetch<SmsAudienceOptions>('/api/sms/audience-options', { signal }),
    enabled,
  });
}
