import { parse } from 'csv-parse/sync';
import { MEMBER_IMPORT_LIMITS, VALIDATION_MESSAGES } from '@koinonia/contracts';
import { DomainError } from '../../../platform/errors/domain-error';
import type { UploadedFile } from '../../../platform/http/uploaded-file.util';

export interface MemberCsv {
  encoding: 'utf-8' | 'windows-1252';
  delimiter: ',' | ';';
  columns: string[];
  rows: string[][];
}

const notCsv = () => new DomainError('UNSUPPORTED_FILE_TYPE');
const empty = () => new DomainError('UPLOAD_FAILED', { fields: [{ field: 'file', message: VALIDATION_MESSAGES.required }] });

/** Valid UTF-8 (a BOM is dropped) is read as such; anything else is what spreadsheet programs on Windows save. */
function decode(bytes: Buffer): { text: string; encoding: MemberCsv['encoding'] } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Semicolons where a spreadsheet uses the comma for decimals: the header row shows which, outside quotes. */
function delimiterOf(text: string): MemberCsv['delimiter'] {
  const header = text.split(/\r?\n/, 1)[0].replace(/"[^"]*"/g, '');
  const count = (c: string) => header.split(c).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

/**
 * A member file as rows of cells: a real CSV reader (quoted fields, quotes doubled, newlines
 * within quotes), the header row's names as columns. Refused whole, changing nothing: a type its
 * content shows (an image, a spreadsheet, a PDF) or text that is not CSV → UNSUPPORTED_FILE_TYPE;
 * no data row → UPLOAD_FAILED; more rows than an import takes → FILE_TOO_LARGE.
 */
export function readMemberCsv(file: UploadedFile): MemberCsv {
  if (file.detectedType) throw notCsv();
  if (file.bytes.includes(0)) throw notCsv();
  const { text, encoding } = decode(file.bytes);
  if (text.trim() === '') throw empty();
  const delimiter = delimiterOf(text);
  let records: string[][];
  try {
    records = parse(text, { delimiter, relax_column_count: true, skip_empty_lines: true, trim: false, bom: true }) as string[][];
  } catch {
    throw notCsv();
  }
  const [header, ...rows] = records.filter((record) => record.some((cell) => cell.trim() !== ''));
  if (!header || rows.length === 0) throw empty();
  if (rows.length > MEMBER_IMPORT_LIMITS.maxRows) throw new DomainError('FILE_TOO_LARGE', { maxRows: MEMBER_IMPORT_LIMITS.maxRows });
  const columns = header.map((name, index) => name.trim() || `#${index + 1}`);
  return { encoding, delimiter, columns, rows: rows.map((row) => columns.map((_, index) => row[index] ?? '')) };
}
