import type { MemberFieldChange, SelfUpdateStatus } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { MEMBER_DETAIL_FIELDS, type MemberDetails, type MemberEvent } from '../domain/member.events';

/** One change a member made (or asked to make) to their own record, as the staff's list shows it. */
export interface MemberSelfUpdateDocument {
  /** The request's id; for a change applied at once, its event's id. */
  _id: string;
  [key: string]: unknown;
  memberId: string;
  status: SelfUpdateStatus;
  changes: MemberFieldChange[];
  photoChanged: boolean;
  requestedAt: string;
  decidedAt?: string;
  reason?: string;
}

const SELF_UPDATE_EVENT_TYPES: ReadonlySet<string> = new Set([
  'MemberSelfUpdateRequested',
  'MemberSelfUpdateApproved',
  'MemberSelfUpdateDeclined',
  'MemberSelfUpdateWithdrawn',
]);

function fieldChanges(changes: Partial<MemberDetails>, previous: Partial<MemberDetails> | undefined): MemberFieldChange[] {
  return MEMBER_DETAIL_FIELDS.filter((field) => changes[field] !== undefined).map((field) => ({
    field,
    from: previous?.[field] ?? '',
    to: changes[field] as string,
  }));
}

/** A change by the member applied at once (one approved later is the request's own document). */
function isImmediateSelfChange(event: RecordedEvent): boolean {
  const data = event.data as { by?: string; requestId?: string };
  return (event.type === 'MemberDetailsChanged' || event.type === 'MemberPhotoChanged') && data.by === 'self' && data.requestId === undefined;
}

/** Members' changes to their own records, newest first for staff: applied ones, and requests waiting for approval. */
export const memberSelfUpdatesProjection: Projection<MemberSelfUpdateDocument> = {
  name: 'member-self-updates',
  collection: 'member-self-updates',
  version: 1,
  indexes: [{ spec: { requestedAt: -1 } }, { spec: { memberId: 1, requestedAt: -1 } }, { spec: { status: 1, requestedAt: -1 } }],
  canHandle: (event) => SELF_UPDATE_EVENT_TYPES.has(event.type) || isImmediateSelfChange(event),
  documentId: (event) => (SELF_UPDATE_EVENT_TYPES.has(event.type) ? (event.data as { requestId: string }).requestId : event.id),

  project(document, recorded) {
    const event = { type: recorded.type, data: recorded.data } as MemberEvent;
    const at = recorded.metadata.occurredAt;
    switch (event.type) {
      case 'MemberDetailsChanged': {
        // Applied twice: the document already says so.
        if (document) return document;
        const { memberId, changes, previous } = event.data;
        return { _id: recorded.id, memberId, status: 'applied', changes: fieldChanges(changes, previous), photoChanged: false, requestedAt: at };
      }
      case 'MemberPhotoChanged':
        return document ?? { _id: recorded.id, memberId: event.data.memberId, status: 'applied', changes: [], photoChanged: true, requestedAt: at };
      case 'MemberSelfUpdateRequested': {
        if (document) return document;
        const { memberId, requestId, changes, previous } = event.data;
        return { _id: requestId, memberId, status: 'pending', changes: fieldChanges(changes, previous), photoChanged: false, requestedAt: at };
      }
      case 'MemberSelfUpdateApproved':
        return document && document.status === 'pending' ? { ...document, status: 'approved', decidedAt: at } : document;
      case 'MemberSelfUpdateDeclined':
        return document && document.status === 'pending' ? { ...document, status: 'declined', decidedAt: at, reason: event.data.reason } : document;
      case 'MemberSelfUpdateWithdrawn':
        return document && document.status === 'pending' ? { ...document, status: 'withdrawn', decidedAt: at } : document;
      default:
        return document;
    }
  },
};
