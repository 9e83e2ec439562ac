/** A UTF-8 byte order mark: without it Excel reads the file as the machine's legacy code page and garbles accents. */
export const UTF8_BOM = '\uFEFF';

/** A spreadsheet reads a cell starting with one of these as a formula: such a cell is written as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break (quotes doubled). */
export function csvField(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then the rows, each line ended by CRLF, after a BOM. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return UTF8_BOM + [header, ...rows].map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}
