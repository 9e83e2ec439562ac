import type { ImportDuplicateChoice, ImportMapping } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { Decider } from '../../../platform/commands/decider.type';
import type { HouseholdUndoResult, MemberImportEvent, MemberImportUploaded, PlannedRow, RowResult, UndoResult } from './member-import.events';

export type MemberImportCommand =
  | { type: 'UploadMemberImport'; upload: MemberImportUploaded['data'] }
  | { type: 'CommitMemberImport'; importId: string; mapping: ImportMapping; duplicates: ImportDuplicateChoice; plan: PlannedRow[] }
  | { type: 'RecordImportRows'; importId: string; results: RowResult[] }
  | { type: 'RequestImportUndo'; importId: string }
  | { type: 'RecordUndoneRows'; importId: string; results: UndoResult[] }
  | { type: 'RecordUndoneHouseholds'; importId: string; households: HouseholdUndoResult[] };

export type MemberImportState =
  | { status: 'none' }
  | {
      status: 'uploaded' | 'running' | 'completed' | 'undoing' | 'undone';
      importId: string;
      filename: string;
      columns: string[];
      rows: string[][];
      plan: PlannedRow[];
      /** By row number: recording a row twice keeps one result. */
      results: Readonly<Record<number, RowResult>>;
      undone: Readonly<Record<number, UndoResult>>;
      /** Undo has settled the households the import created. */
      householdsUndone: boolean;
    };

type Started = Exclude<MemberImportState, { status: 'none' }>;

/** The rows Undo has to visit: people the import created or updated. */
export const undoableRows = (state: Started): RowResult[] => Object.values(state.results).filter((r) => r.outcome === 'created' || r.outcome === 'updated');

/** The plan names a household for a person it writes: Undo then has households to settle after the people. */
export const namesHouseholds = (state: Started): boolean => state.plan.some((p) => (p.action === 'create' || p.action === 'update') && Boolean(p.household));

export const pendingRows = (state: Started): PlannedRow[] => state.plan.filter((p) => !state.results[p.row]);

function started(state: MemberImportState): Started {
  if (state.status === 'none') throw new DomainError('NOT_FOUND');
  return state;
}

/**
 * One import, one recorded batch: the file as read, the plan made at commit, each row's outcome
 * as the job writes it, then Undo's outcome per person and for the households it created. Recording is idempotent by row number, so
 * a job that resumes after a crash repeats no row's outcome.
 */
export const memberImportDecider: Decider<MemberImportState, MemberImportCommand, MemberImportEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    switch (event.type) {
      case 'MemberImportUploaded': {
        const { importId, filename, columns, rows } = event.data;
        return { status: 'uploaded', importId, filename, columns, rows, plan: [], results: {}, undone: {}, householdsUndone: false };
      }
      case 'MemberImportCommitted':
        return state.status === 'none' ? state : { ...state, status: 'running', plan: event.data.plan };
      case 'MemberImportRowsRecorded': {
        if (state.status === 'none') return state;
        const results = { ...state.results };
        for (const result of event.data.results) results[result.row] = result;
        return { ...state, results };
      }
      case 'MemberImportCompleted':
        return state.status === 'none' ? state : { ...state, status: 'completed' };
      case 'MemberImportUndoRequested':
        return state.status === 'none' ? state : { ...state, status: 'undoing' };
      case 'MemberImportRowsUndone': {
        if (state.status === 'none') return state;
        const undone = { ...state.undone };
        for (const result of event.data.results) undone[result.row] = result;
        return { ...state, undone };
      }
      case 'MemberImportHouseholdsUndone':
        return state.status === 'none' ? state : { ...state, householdsUndone: true };
      case 'MemberImportUndone':
        return state.status === 'none' ? state : { ...state, status: 'undone' };
      default:
        return state;
    }
  },

  decide(command, state) {
    switch (command.type) {
      case 'UploadMemberImport':
        if (state.status !== 'none') throw new DomainError('CONCURRENCY_CONFLICT');
        return [{ type: 'MemberImportUploaded', data: command.upload }];
      case 'CommitMemberImport': {
        const current = started(state);
        if (current.status !== 'uploaded') throw new DomainError('CONCURRENCY_CONFLICT');
        const { importId, mapping, duplicates, plan } = command;
        const committed: MemberImportEvent = { type: 'MemberImportCommitted', data: { importId, mapping, duplicates, plan } };
        // A file whose every row was refused before the job had anything to do is complete at once.
        return plan.length === 0 ? [committed, { type: 'MemberImportCompleted', data: { importId } }] : [committed];
      }
      case 'RecordImportRows': {
        const current = started(state);
        if (current.status !== 'running') return [];
        const pending = new Set(pendingRows(current).map((p) => p.row));
        const results = command.results.filter((r) => pending.delete(r.row));
        if (results.length === 0) return [];
        const events: MemberImportEvent[] = [{ type: 'MemberImportRowsRecorded', data: { importId: command.importId, results } }];
        if (pending.size === 0) events.push({ type: 'MemberImportCompleted', data: { importId: command.importId } });
        return events;
      }
      case 'RequestImportUndo': {
        const current = started(state);
        if (current.status === 'undoing' || current.status === 'undone') return [];
        if (current.status !== 'completed') throw new DomainError('CONCURRENCY_CONFLICT');
        const events: MemberImportEvent[] = [{ type: 'MemberImportUndoRequested', data: { importId: command.importId } }];
        if (undoableRows(current).length === 0) events.push({ type: 'MemberImportUndone', data: { importId: command.importId } });
        return events;
      }
      case 'RecordUndoneRows': {
        const current = started(state);
        if (current.status !== 'undoing') return [];
        const pending = new Set(
          undoableRows(current)
            .filter((r) => !current.undone[r.row])
            .map((r) => r.row),
        );
        const results = command.results.filter((r) => pending.delete(r.row));
        if (results.length === 0) return [];
        const events: MemberImportEvent[] = [{ type: 'MemberImportRowsUndone', data: { importId: command.importId, results } }];
        // Households come after their people: Undo is done once they are settled too.
        if (pending.size === 0 && !namesHouseholds(current)) events.push({ type: 'MemberImportUndone', data: { importId: command.importId } });
        return events;
      }
      case 'RecordUndoneHouseholds': {
        const current = started(state);
        if (current.status !== 'undoing' || current.householdsUndone) return [];
        if (undoableRows(current).some((r) => !current.undone[r.row])) throw new DomainError('CONCURRENCY_CONFLICT');
        return [
          { type: 'MemberImportHouseholdsUndone', data: { importId: command.importId, households: command.households } },
          { type: 'MemberImportUndone', data: { importId: command.importId } },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown member import command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
