import type { BroadcastAudience, EmailBroadcastCounts, EmailBroadcastStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import type { EmailBroadcastEvent } from '../domain/email-broadcast.events';

export type EmailBroadcastDocument = {
  _id: string;
  subject: string;
  text: string;
  audience: BroadcastAudience;
  status: EmailBroadcastStatus;
  sendAt: string;
  createdAt: string;
  createdBy: string | null;
  finishedAt: string | null;
  counts: EmailBroadcastCounts;
  excluded: { withoutEmail: number; unsubscribed: number };
  announcementId: string | null;
  revision: number;
};

const TYPES = new Set<string>([
  'EmailBroadcastCreated',
  'EmailBroadcastStarted',
  'EmailBroadcastRecipientsQueued',
  'EmailBroadcastRecipientsListed',
  'EmailBroadcastDeliveriesRecorded',
  'EmailBroadcastFinished',
] satisfies Array<EmailBroadcastEvent['type']>);

/** Each broadcast with its progress: one small document, whatever the number of recipients (their own statuses are read from the broadcast's stream). */
export const emailBroadcastsProjection: Projection<EmailBroadcastDocument> = {
  name: 'messaging-email-broadcasts',
  collection: 'email-broadcasts',
  version: 1,
  indexes: [{ spec: { createdAt: -1 } }, { spec: { status: 1, sendAt: 1 } }, { spec: { announcementId: 1 } }],
  canHandle: (event: RecordedEvent) => TYPES.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { broadcastId?: string }).broadcastId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as EmailBroadcastEvent;
    if (event.type === 'EmailBroadcastCreated') {
      const { broadcastId, subject, text, audience, sendAt, announcementId } = event.data;
      return {
        _id: broadcastId,
        subject,
        text,
        audience,
        status: 'scheduled',
        sendAt,
        createdAt: recorded.metadata.occurredAt,
        createdBy: recorded.metadata.actorId,
        finishedAt: null,
        counts: { total: 0, queued: 0, sent: 0, failed: 0 },
        excluded: { withoutEmail: 0, unsubscribed: 0 },
        announcementId: announcementId ?? null,
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    const revision = recorded.revision;
    const { counts } = document;
    switch (event.type) {
      case 'EmailBroadcastStarted':
        return { ...document, status: 'sending', revision };
      case 'EmailBroadcastRecipientsQueued': {
        const n = event.data.recipients.length;
        return { ...document, counts: { ...counts, total: counts.total + n, queued: counts.queued + n }, revision };
      }
      case 'EmailBroadcastRecipientsListed':
        return { ...document, excluded: { withoutEmail: event.data.withoutEmail, unsubscribed: event.data.unsubscribed }, revision };
      case 'EmailBroadcastDeliveriesRecorded': {
        const sent = event.data.results.filter((r) => r.outcome === 'sent').length;
        const failed = event.data.results.length - sent;
        return {
          ...document,
          counts: { ...counts, queued: counts.queued - sent - failed, sent: counts.sent + sent, failed: counts.failed + failed },
          revision,
        };
      }
      case 'EmailBroadcastFinished':
        return { ...document, status: 'sent', finishedAt: recorded.metadata.occurredAt, revision };
      default:
        return document;
    }
  },
};

/** Who unsubscribed from the church's email, by member id. */
export type EmailUnsubscribeDocument = { _id: string; at: string; revision: number };

export const emailUnsubscribesProjection: Projection<EmailUnsubscribeDocument> = {
  name: 'messaging-email-unsubscribes',
  collection: 'email-unsubscribes',
  version: 1,
  canHandle: (event: RecordedEvent) => event.type === 'EmailUnsubscribed',
  documentId: (event: RecordedEvent) => (event.data as { memberId?: string }).memberId ?? null,
  project: (document, recorded) => document ?? { _id: String(recorded.data.memberId), at: recorded.metadata.occurredAt, revision: recorded.revision },
};
