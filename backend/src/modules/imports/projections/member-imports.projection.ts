import type { ImportRowResult, MemberImportView } from '@koinonia/contracts';
import type { RecordedEvent } from '../../../platform/event-store/event-store.port';
import type { Projection } from '../../../platform/projections/projection.type';
import { MEMBER_IMPORT_EVENT_TYPES, type MemberImportEvent } from '../domain/member-import.events';

/** One document per import: its status and progress (what the page polls) and each row's outcome. The file's cells stay in the stream. */
export type MemberImportDocument = Omit<MemberImportView, 'id'> & { _id: string; createdBy: string | null };

const EMPTY_COUNTS = { created: 0, updated: 0, skipped: 0, rejected: 0 };

export const memberImportsProjection: Projection<MemberImportDocument> = {
  name: 'member-imports',
  collection: 'member_imports',
  // 2: the households Undo removed or kept.
  version: 2,
  indexes: [{ spec: { createdAt: -1 } }],

  canHandle: (event) => MEMBER_IMPORT_EVENT_TYPES.has(event.type),
  documentId: (event) => String(event.data.importId),

  project(document, recorded: RecordedEvent) {
    // Each event changes the document once: one at or below its revision was applied already.
    if (document && document.revision >= recorded.revision) return document;
    const event = recorded as unknown as MemberImportEvent;
    const revision = recorded.revision;
    if (event.type === 'MemberImportUploaded') {
      const { importId, filename, columns } = event.data;
      return {
        _id: importId,
        filename,
        status: 'uploaded',
        columns,
        total: 0,
        processed: 0,
        counts: { ...EMPTY_COUNTS },
        rows: [],
        kept: 0,
        households: [],
        createdAt: recorded.metadata.occurredAt,
        createdBy: recorded.metadata.actorId,
        revision,
      };
    }
    if (!document) return null;
    switch (event.type) {
      case 'MemberImportCommitted':
        return { ...document, status: 'running', total: event.data.plan.length, revision };
      case 'MemberImportRowsRecorded': {
        const counts = { ...document.counts };
        const rows: ImportRowResult[] = [...document.rows];
        for (const r of event.data.results) {
          counts[r.outcome] += 1;
          rows.push({
            row: r.row,
            outcome: r.outcome,
            name: r.name,
            memberId: r.memberId,
            errors: r.errors,
            ...(r.values ? { values: r.values } : {}),
            undo: null,
          });
        }
        return { ...document, counts, rows, processed: rows.length, revision };
      }
      case 'MemberImportCompleted':
        return { ...document, status: 'completed', revision };
      case 'MemberImportUndoRequested':
        return { ...document, status: 'undoing', revision };
      case 'MemberImportRowsUndone': {
        const outcomes = new Map(event.data.results.map((r) => [r.row, r.outcome]));
        const rows = document.rows.map((r) => (outcomes.has(r.row) ? { ...r, undo: outcomes.get(r.row) ?? null } : r));
        return { ...document, rows, kept: rows.filter((r) => r.undo === 'kept').length, revision };
      }
      case 'MemberImportHouseholdsUndone':
        return {
          ...document,
          households: event.data.households.map(({ householdId, name, outcome, others }) => ({ id: householdId, name, outcome, others })),
          revision,
        };
      case 'MemberImportUndone':
        return { ...document, status: 'undone', revision };
      default:
        return document;
    }
  },
};
