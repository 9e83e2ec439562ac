import type { FieldError, ImportDuplicateChoice, ImportMapping, ImportUndoOutcome, MemberRole } from '@koinonia/contracts';

/** The member fields an import writes: the same shape the members context's commands take. */
export interface ImportedDetails {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  ministry: string;
  role: MemberRole;
  /** YYYY-MM-DD, when the file gives one (plans recorded before birth dates were applied have none). */
  birthDate?: string;
}

/**
 * What committing decided for each row, recorded before anything is written: the job works
 * from it, so a restart continues it rather than deciding again. Ids of people to create are
 * chosen here, so a row retried after a crash finds its person instead of making a second.
 */
export type PlannedRow =
  | { row: number; action: 'create'; memberId: string; details: ImportedDetails; household?: string }
  | {
      row: number;
      action: 'update';
      memberId: string;
      name: string;
      changes: Partial<ImportedDetails>;
      previous: Partial<ImportedDetails>;
      expectedRevision: number;
      /** The household the file names for the person: found by name or created, and the person placed in it. */
      household?: string;
    }
  | { row: number; action: 'skip'; memberId: string | null; name: string; reason: 'directory' | 'file' }
  | { row: number; action: 'reject'; name: string; errors: FieldError[]; values: string[] };

/** What happened to a row. `revision`: the person's revision right after the import's write (Undo's "unchanged since"). */
export interface RowResult {
  row: number;
  outcome: 'created' | 'updated' | 'skipped' | 'rejected';
  memberId: string | null;
  name: string;
  revision: number | null;
  errors: FieldError[];
  values?: string[];
}

export interface UndoResult {
  row: number;
  memberId: string;
  outcome: ImportUndoOutcome;
}

/** What Undo did with a household the import created (see ImportHouseholdUndo). */
export interface HouseholdUndoResult {
  householdId: string;
  name: string;
  outcome: 'removed' | 'kept';
  others: Array<{ memberId: string; name: string }>;
}

export type MemberImportUploaded = {
  type: 'MemberImportUploaded';
  data: { importId: string; filename: string; encoding: 'utf-8' | 'windows-1252'; delimiter: ',' | ';'; columns: string[]; rows: string[][] };
};
export type MemberImportCommitted = {
  type: 'MemberImportCommitted';
  data: { importId: string; mapping: ImportMapping; duplicates: ImportDuplicateChoice; plan: PlannedRow[] };
};
export type MemberImportRowsRecorded = { type: 'MemberImportRowsRecorded'; data: { importId: string; results: RowResult[] } };
export type MemberImportCompleted = { type: 'MemberImportCompleted'; data: { importId: string } };
export type MemberImportUndoRequested = { type: 'MemberImportUndoRequested'; data: { importId: string } };
export type MemberImportRowsUndone = { type: 'MemberImportRowsUndone'; data: { importId: string; results: UndoResult[] } };
export type MemberImportHouseholdsUndone = { type: 'MemberImportHouseholdsUndone'; data: { importId: string; households: HouseholdUndoResult[] } };
export type MemberImportUndone = { type: 'MemberImportUndone'; data: { importId: string } };

export type MemberImportEvent =
  | MemberImportUploaded
  | MemberImportCommitted
  | MemberImportRowsRecorded
  | MemberImportCompleted
  | MemberImportUndoRequested
  | MemberImportRowsUndone
  | MemberImportHouseholdsUndone
  | MemberImportUndone;

export const MEMBER_IMPORT_EVENT_TYPES: ReadonlySet<string> = new Set([
  'MemberImportUploaded',
  'MemberImportCommitted',
  'MemberImportRowsRecorded',
  'MemberImportCompleted',
  'MemberImportUndoRequested',
  'MemberImportRowsUndone',
  'MemberImportHouseholdsUndone',
  'MemberImportUndone',
]);

export const MEMBER_IMPORT_STREAM_PREFIX = 'memberimport-';
export const memberImportStream = (importId: string) => `${MEMBER_IMPORT_STREAM_PREFIX}${importId}`;
