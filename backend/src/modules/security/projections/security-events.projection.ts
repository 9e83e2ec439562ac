import type { SecurityDetailValue, SecurityEventType } from '@koinonia/contracts';
import type { Projection } from '../../../platform/projections/projection.type';
import { SECURITY_LOG_ENTRY_RECORDED, SECURITY_LOG_STREAM, type SecurityLogEntry } from '../domain/security-log.events';

/** One security-log entry, for queries. The chain itself stays in the event store. */
export interface SecurityEventDocument {
  _id: string;
  [key: string]: unknown;
  seq: number;
  type: SecurityEventType;
  occurredAt: string;
  userId: string | null;
  actorId: string | null;
  ip: string | null;
  details: Record<string, SecurityDetailValue>;
  hash: string;
}

/** `security_events`: the log's entries by number, filterable by kind, user and time. */
export const securityEventsProjection: Projection<SecurityEventDocument> = {
  name: 'security-events',
  collection: 'security_events',
  version: 1,
  indexes: [{ spec: { seq: 1 }, unique: true }, { spec: { type: 1 } }, { spec: { userId: 1 } }, { spec: { occurredAt: 1 } }],
  canHandle: (event) => event.type === SECURITY_LOG_ENTRY_RECORDED && event.stream === SECURITY_LOG_STREAM,
  documentId: (event) => String((event.data as unknown as SecurityLogEntry).seq),
  // An entry never changes: applying it again writes the same document.
  project(_document, event) {
    const entry = event.data as unknown as SecurityLogEntry;
    return {
      _id: String(entry.seq),
      seq: entry.seq,
      type: entry.type,
      occurredAt: entry.occurredAt,
      userId: entry.userId,
      actorId: entry.actorId,
      ip: entry.ip,
      details: entry.details,
      hash: entry.hash,
    };
  },
};
