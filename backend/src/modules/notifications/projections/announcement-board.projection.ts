import type { AnnouncementAudience, AnnouncementReach, AnnouncementTarget, NotificationPriority } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { LEGACY_BOARD_MS, type AnnouncementSent } from '../domain/announcement.events';

export type AnnouncementBoardDocument = {
  _id: string;
  title: string;
  message: string;
  priority: NotificationPriority;
  audience: AnnouncementAudience | null;
  to: AnnouncementTarget | null;
  audienceLabel: string;
  /** The accounts it was for, when sent to people (null: everyone, or the holders of `audience`'s role). */
  userIds: string[] | null;
  sentAt: string;
  sentBy: string | null;
  endsAt: string;
  reach: AnnouncementReach | null;
  /** Copies delivered to notification centres so far. */
  inAppSent: number;
  /** The last event taken in (decimal): one at or before it changes nothing. */
  position: string;
  [key: string]: unknown;
};

type Delivered = { source?: { kind?: string; announcementId?: string } };

const announcementOf = (event: RecordedEvent): string | null => {
  if (event.type === 'AnnouncementSent') return (event.data as AnnouncementSent['data']).announcementId;
  const source = (event.data as Delivered).source;
  return source?.kind === 'announcement' && typeof source.announcementId === 'string' ? source.announcementId : null;
};

/** The announcements board: each announcement until its end date, with how many centres its in-app copy reached. */
export const announcementBoardProjection: Projection<AnnouncementBoardDocument> = {
  name: 'announcement-board',
  collection: 'announcement-board',
  version: 1,
  indexes: [{ spec: { endsAt: 1 } }],
  canHandle: (event) => event.type === 'AnnouncementSent' || (event.type === 'NotificationDelivered' && announcementOf(event) !== null),
  documentId: announcementOf,
  project(document, recorded) {
    if (document && BigInt(document.position) >= recorded.position) return document;
    const position = recorded.position.toString();
    if (recorded.type === 'AnnouncementSent') {
      const data = recorded.data as AnnouncementSent['data'];
      const sentAt = recorded.metadata.occurredAt;
      return {
        _id: data.announcementId,
        title: data.title,
        message: data.message,
        priority: data.priority,
        audience: data.audience ?? null,
        to: data.to ?? null,
        audienceLabel: data.audienceLabel ?? (data.audience && data.audience !== 'everyone' ? data.audience : ''),
        userIds: data.channels?.userIds ?? null,
        sentAt,
        sentBy: recorded.metadata.actorId,
        endsAt: data.endsAt ?? new Date(Date.parse(sentAt) + LEGACY_BOARD_MS).toISOString(),
        reach: data.reach ?? null,
        // Copies delivered before (none: the dispatcher follows the announcement) are counted as they come.
        inAppSent: document?.inAppSent ?? 0,
        position,
      };
    }
    // A copy delivered: counted on the announcement's document (none yet only if the board was rebuilt out of order).
    if (!document) return null;
    return { ...document, inAppSent: document.inAppSent + 1, position };
  },
};
