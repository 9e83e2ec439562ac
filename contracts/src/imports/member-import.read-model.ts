import type { FieldError } from '../errors/api-error.type';
import type { ImportDuplicateChoice, ImportField, ImportMapping } from './member-import.constant';

/** What the preview would do with a row. */
export type ImportRowAction = 'create' | 'update' | 'skip' | 'reject';

export interface ImportPreviewRow {
  /** The row's number as a spreadsheet shows it: the header is row 1. */
  row: number;
  values: Partial<Record<ImportField, string>>;
  /** Catalogue messages, by field, as the add-member form would show them. */
  errors: FieldError[];
  /** The email already belongs to someone in the directory, or to an earlier row of the file. */
  duplicate: 'directory' | 'file' | null;
  action: ImportRowAction;
}

export interface ImportCounts {
  rows: number;
  create: number;
  update: number;
  skip: number;
  reject: number;
}

/** `POST /api/imports/members` (and `…/:id/preview`): the file read, the mapping guessed, and what committing would do. */
export interface MemberImportPreview {
  id: string;
  filename: string;
  columns: string[];
  mapping: ImportMapping;
  duplicates: ImportDuplicateChoice;
  preview: ImportPreviewRow[];
  counts: ImportCounts;
}

export type MemberImportStatus = 'uploaded' | 'running' | 'completed' | 'undoing' | 'undone';
export type ImportRowOutcome = 'created' | 'updated' | 'skipped' | 'rejected';
/** What Undo did with a row's person: archived (created by the import), reverted (updated by it), or kept (changed since). */
export type ImportUndoOutcome = 'archived' | 'reverted' | 'kept';

export interface ImportRowResult {
  row: number;
  outcome: ImportRowOutcome;
  name: string;
  memberId: string | null;
  errors: FieldError[];
  /** A rejected row's cells as the file had them, for the CSV of rows to fix. */
  values?: string[];
  undo: ImportUndoOutcome | null;
}

/**
 * What Undo did with a household the import created: removed (everyone in it was someone the import
 * brought and Undo took back), or kept because others are in it now (`others`: who, by name; none
 * named when it was merged into another household since).
 */
export interface ImportHouseholdUndo {
  id: string;
  name: string;
  outcome: 'removed' | 'kept';
  others: Array<{ memberId: string; name: string }>;
}

/** `GET /api/imports/members/:id`: where the import is, what happened to each row, and what Undo did. */
export interface MemberImportView {
  id: string;
  filename: string;
  status: MemberImportStatus;
  columns: string[];
  total: number;
  processed: number;
  counts: { created: number; updated: number; skipped: number; rejected: number };
  rows: ImportRowResult[];
  /** After Undo: how many people it left because someone changed them since the import. */
  kept: number;
  /** After Undo: the households the import created, and whether each went with it. */
  households: ImportHouseholdUndo[];
  createdAt: string;
  revision: number;
}
