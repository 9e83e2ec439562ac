import type { ImportRowResult } from './member-import.read-model';

function cell(value: string): string {
  return /[",;\r\n]/.test(value) || value !== value.trim() ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The rejected rows as a CSV to fix and import again: the file's own columns, then `error`
 * (each message with its field). UTF-8 with a BOM, so spreadsheet programs read accents right.
 */
export function rejectedRowsCsv(columns: readonly string[], rows: readonly ImportRowResult[], errorHeader = 'error'): string {
  const lines = [[...columns, errorHeader].map(cell).join(',')];
  for (const row of rows) {
    if (row.outcome !== 'rejected') continue;
    const values = columns.map((_, index) => row.values?.[index] ?? '');
    const error = row.errors.map((e) => `${e.field}: ${e.message}`).join(' ');
    lines.push([...values, error].map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
