import type { SmsConsentSource, SmsFailureReason, SmsRecipientStatus, SmsSendStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { SMS_EVENT_TYPES, type SmsAudienceRecord, type SmsConsentEvent, type SmsSendEvent, type SmsSendScheduled } from '../domain/sms.events';

/** A number's consent as last recorded, keyed by the number (E.164). */
export type SmsConsentDocument = { _id: string; optedIn: boolean; memberId: string | null; source: SmsConsentSource; changedAt: string; revision: number };

export const smsConsentsProjection: Projection<SmsConsentDocument> = {
  name: 'sms-consents',
  collection: 'sms-consents',
  version: 1,
  indexes: [{ spec: { memberId: 1 } }],
  canHandle: (event) => SMS_EVENT_TYPES.consent.has(event.type),
  documentId: (event) => (event.data as { phone?: string }).phone ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as SmsConsentEvent;
    return {
      _id: event.data.phone,
      optedIn: event.type === 'SmsConsentGiven',
      // A keyword from the number names no one: the person it was last recorded for stays.
      memberId: event.data.memberId ?? document?.memberId ?? null,
      source: event.data.source,
      changedAt: recorded.metadata.occurredAt,
      revision: recorded.revision,
    };
  },
};

export interface SmsRecipientDocument {
  memberId: string;
  name: string;
  phone: string;
  status: SmsRecipientStatus;
  reason: SmsFailureReason | null;
  detail: string | null;
  updatedAt: string;
}

export type SmsSendDocument = {
  _id: string;
  origin: SmsSendScheduled['data']['origin'];
  body: string;
  audience: SmsAudienceRecord;
  status: SmsSendStatus;
  scheduledFor: string;
  createdAt: string;
  createdBy: string | null;
  encoding: SmsSendScheduled['data']['encoding'];
  segments: number;
  recipients: SmsRecipientDocument[];
  revision: number;
};

/** Every send with each recipient's status: the list of sends, their progress and the per-recipient view. */
export const smsSendsProjection: Projection<SmsSendDocument> = {
  name: 'sms-sends',
  collection: 'sms-sends',
  version: 1,
  indexes: [{ spec: { createdAt: -1 } }, { spec: { status: 1, scheduledFor: 1 } }],
  canHandle: (event) => SMS_EVENT_TYPES.send.has(event.type),
  documentId: (event) => (event.data as { sendId?: string }).sendId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as SmsSendEvent;
    const at = recorded.metadata.occurredAt;
    if (event.type === 'SmsSendScheduled') {
      const { sendId, recipients, ...rest } = event.data;
      return {
        _id: sendId,
        ...rest,
        status: 'scheduled',
        createdAt: at,
        createdBy: recorded.metadata.actorId,
        recipients: recipients.map((r) => ({
          memberId: r.memberId,
          name: r.name,
          phone: r.phone,
          status: 'queued',
          reason: null,
          detail: null,
          updatedAt: at,
        })),
        revision: recorded.revision,
      };
    }
    if (!document) return null;
    const next = { ...document, revision: recorded.revision };
    const update = (memberId: string, change: Partial<SmsRecipientDocument>) => {
      next.recipients = next.recipients.map((r) => (r.memberId === memberId ? { ...r, ...change, updatedAt: at } : r));
    };
    switch (event.type) {
      case 'SmsSendStarted':
        return { ...next, status: 'sending' };
      case 'SmsRecipientsProcessed':
        for (const attempt of event.data.attempts) update(attempt.memberId, { status: attempt.status, reason: attempt.reason, detail: attempt.detail });
        return next;
      case 'SmsDeliveryReported':
        update(event.data.memberId, { status: event.data.status, reason: event.data.reason, detail: event.data.detail });
        return next;
      case 'SmsSendCompleted':
        return { ...next, status: 'completed' };
      case 'SmsSendCancelled':
        return { ...next, status: 'cancelled' };
      default:
        return document;
    }
  },
};

/**
 * Who belongs to which group and who registered for which event, from those contexts' own events:
 * messaging's copy for addressing a group or an event's registrants (a context reads no other's collection).
 */
export type SmsAudienceLinkDocument = { _id: string; kind: 'group' | 'event'; targetId: string; memberId: string };

const LINK_EVENTS = new Set(['GroupJoinRequestApproved', 'GroupMemberLeft', 'EventRegistered', 'RegistrationCancelled']);

export const smsAudienceLinksProjection: Projection<SmsAudienceLinkDocument> = {
  name: 'sms-audience-links',
  collection: 'sms-audience-links',
  version: 1,
  indexes: [{ spec: { kind: 1, targetId: 1 } }],
  canHandle: (event) => LINK_EVENTS.has(event.type),
  documentId(event: RecordedEvent) {
    const data = event.data as { groupId?: string; memberId?: string; registrationId?: string };
    return event.type.startsWith('Group') ? `group:${data.groupId}:${data.memberId}` : `event:${data.registrationId}`;
  },
  project(_document, event) {
    const data = event.data as { groupId: string; eventId: string; memberId: string };
    switch (event.type) {
      case 'GroupJoinRequestApproved':
        return { _id: `group:${data.groupId}:${data.memberId}`, kind: 'group', targetId: data.groupId, memberId: data.memberId };
      case 'EventRegistered':
        return { _id: `event:${String(event.data.registrationId)}`, kind: 'event', targetId: data.eventId, memberId: data.memberId };
      default:
        return null;
    }
  },
};

/** Groups' names and events' titles, for the audience picker, a send's label and {eventTitle}. */
export type SmsAudienceTargetDocument = { _id: string; kind: 'group' | 'event'; name: string; closed: boolean };

const TARGET_EVENTS = new Set(['GroupCreated', 'GroupDetailsChanged', 'GroupArchived', 'EventScheduled', 'EventChanged', 'EventCancelled']);

export const smsAudienceTargetsProjection: Projection<SmsAudienceTargetDocument> = {
  name: 'sms-audience-targets',
  collection: 'sms-audience-targets',
  version: 1,
  canHandle: (event) => TARGET_EVENTS.has(event.type),
  documentId(event) {
    const data = event.data as { groupId?: string; eventId?: string };
    return event.type.startsWith('Group') ? `group:${data.groupId}` : `event:${data.eventId}`;
  },
  project(document, event) {
    const data = event.data as { groupId: string; eventId: string; name?: string; title?: string; changes?: { name?: string; title?: string } };
    switch (event.type) {
      case 'GroupCreated':
        return { _id: `group:${data.groupId}`, kind: 'group', name: data.name ?? '', closed: false };
      case 'EventScheduled':
        return { _id: `event:${data.eventId}`, kind: 'event', name: data.title ?? '', closed: false };
      case 'GroupDetailsChanged':
      case 'EventChanged': {
        const name = data.changes?.name ?? data.changes?.title;
        return document && name !== undefined ? { ...document, name } : document;
      }
      case 'GroupArchived':
      case 'EventCancelled':
        return document ? { ...document, closed: true } : null;
      default:
        return document;
    }
  },
};
