import type { Money, StatementDelivery } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../../platform/event-store/event-store.port';
import type { Projection } from '../../../../platform/projections/projection.type';
import { STATEMENT_EVENT_TYPES, type StatementIssued, type StatementRunEvent } from '../domain/statement.events';

export type StatementDocument = {
  _id: string;
  donorMemberId: string;
  donorName: string;
  year: number;
  sha256: string;
  corrects: string | null;
  issuedAt: string;
  issuedBy: string | null;
  totalDeductible: Money;
  giftCount: number;
  /** Every gift it listed, for a gift's trail ("the statements it appeared on"). */
  donationIds: string[];
  /** Its place in the donor's statements for the year. */
  revision: number;
};

export type StatementRunDocument = {
  _id: string;
  year: number;
  delivery: StatementDelivery;
  status: 'running' | 'completed';
  total: number;
  done: number;
  emailed: number;
  /** The statements the run issued or found standing, for its zip. */
  statementIds: string[];
  startedAt: string;
  startedBy: string | null;
  completedAt: string | null;
  revision: number;
};

/** Every statement issued, one document each; a document is never changed once written. */
export const statementsProjection: Projection<StatementDocument> = {
  name: 'giving-statements',
  collection: 'giving-statements',
  version: 1,
  indexes: [{ spec: { donorMemberId: 1, year: -1 } }, { spec: { year: -1, issuedAt: -1 } }, { spec: { donationIds: 1 } }],
  canHandle: (event: RecordedEvent) => STATEMENT_EVENT_TYPES.statement.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as StatementIssued['data']).content?.statementId ?? null,
  project(document, recorded) {
    if (document) return document;
    const { content, sha256 } = recorded.data as StatementIssued['data'];
    const gifts = [...content.gifts, ...content.inKind];
    return {
      _id: content.statementId,
      donorMemberId: content.donor.memberId,
      donorName: content.donor.name,
      year: content.year,
      sha256,
      corrects: content.corrects?.statementId ?? null,
      issuedAt: content.issuedAt,
      issuedBy: recorded.metadata.actorId,
      totalDeductible: content.totalDeductible,
      giftCount: gifts.length,
      donationIds: gifts.map((gift) => gift.donationId),
      revision: recorded.revision,
    };
  },
};

/** Runs for all donors of a year: how far each is (what the page's progress bar polls). */
export const statementRunsProjection: Projection<StatementRunDocument> = {
  name: 'giving-statement-runs',
  collection: 'giving-statement-runs',
  version: 1,
  indexes: [{ spec: { startedAt: -1 } }],
  canHandle: (event: RecordedEvent) => STATEMENT_EVENT_TYPES.run.has(event.type),
  documentId: (event: RecordedEvent) => (event.data as { runId?: string }).runId ?? null,
  project(document, recorded) {
    if (document && document.revision >= recorded.revision) return document;
    const event = { type: recorded.type, data: recorded.data } as StatementRunEvent;
    switch (event.type) {
      case 'StatementRunStarted':
        return {
          _id: event.data.runId,
          year: event.data.year,
          delivery: event.data.delivery,
          status: 'running',
          total: event.data.donorMemberIds.length,
          done: 0,
          emailed: 0,
          statementIds: [],
          startedAt: recorded.metadata.occurredAt,
          startedBy: recorded.metadata.actorId,
          completedAt: null,
          revision: recorded.revision,
        };
      case 'StatementRunProgressed':
        if (!document) return null;
        return {
          ...document,
          done: document.done + event.data.statements.length,
          emailed: document.emailed + event.data.emailed,
          statementIds: [...document.statementIds, ...event.data.statements.flatMap((s) => (s.statementId ? [s.statementId] : []))],
          revision: recorded.revision,
        };
      case 'StatementRunCompleted':
        if (!document) return null;
        return { ...document, status: 'completed', completedAt: recorded.metadata.occurredAt, revision: recorded.revision };
      default:
        return document;
    }
  },
};
