import { Injectable } from '@nestjs/common';
import { minorDigitsOf, type BudgetVsActualView, type ExpenseView } from '@koinonia/contracts';
import type ExcelJS from 'exceljs';
import { toCsv } from '../../directory-export';
import { FinanceQueries } from '../queries/finance-queries.service';

/** The export's columns, in English: the accountant's files are the church's records, not one reader's screen. */
export const EXPENSE_EXPORT_HEADER = [
  'Date incurred',
  'Payee',
  'Description',
  'Category',
  'Budget line',
  'Line kind',
  'Amount',
  'Currency',
  'State',
  'Submitted by',
  'Approved or rejected by',
  'Rejection reason',
  'Paid on',
  'Payment method',
  'Payment reference',
] as const;

/** An amount in major units as text, by integer arithmetic: `123456` cents is `1234.56`. */
export function decimalOf(minor: number, currency: string): string {
  const digits = minorDigitsOf(currency);
  if (digits === 0) return String(minor);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(minor)).padStart(digits + 1, '0');
  return `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}

/** A calendar date as a spreadsheet date (midnight UTC, which Excel shows as that day). */
const dateOf = (day: string | null): Date | null => (day ? new Date(`${day}T00:00:00.000Z`) : null);

/** Excel's number format for a currency: thousands grouped, its minor digits, its code after. */
function currencyFormat(currency: string): string {
  const digits = minorDigitsOf(currency);
  return `#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''} "${currency}"`;
}

/** The accountant's export of a year: expenses and budget against actual, as XLSX or CSV. */
@Injectable()
export class FinanceExport {
  constructor(private readonly queries: FinanceQueries) {}

  async xlsx(year: number): Promise<{ bytes: Buffer; rows: number }> {
    const [expenses, report] = await Promise.all([this.queries.expenses({ year }), this.queries.budgetVsActual({ year })]);
    // exceljs is loaded when the first workbook is made, not when the app starts.
    const { default: Excel } = await import('exceljs');
    const book = new Excel.Workbook();
    book.creator = 'Koinonia';
    // Fixed dates: the same books give the same file.
    book.created = new Date(Date.UTC(year, 0, 1));
    book.modified = book.created;
    this.expensesSheet(book, expenses, report.currency);
    this.budgetSheet(book, report);
    return { bytes: Buffer.from(await book.xlsx.writeBuffer()), rows: expenses.length };
  }

  async csv(year: number): Promise<{ text: string; rows: number }> {
    const expenses = await this.queries.expenses({ year });
    const text = toCsv(
      EXPENSE_EXPORT_HEADER,
      expenses.map((e) => [
        e.incurredOn,
        e.payee,
        e.description,
        e.category,
        e.line.name,
        e.line.kind,
        decimalOf(e.amount.minor, e.amount.currency),
        e.amount.currency,
        e.state,
        e.submittedBy?.displayName ?? '',
        e.decidedBy?.displayName ?? '',
        e.rejectionReason ?? '',
        e.paidOn ?? '',
        e.paymentMethod ?? '',
        e.paymentReference ?? '',
      ]),
    );
    return { text, rows: expenses.length };
  }

  private expensesSheet(book: ExcelJS.Workbook, expenses: ExpenseView[], currency: string): void {
    const sheet = book.addWorksheet('Expenses', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow([...EXPENSE_EXPORT_HEADER]).font = { bold: true };
    for (const e of expenses) {
      const digits = 10 ** minorDigitsOf(e.amount.currency);
      sheet.addRow([
        dateOf(e.incurredOn),
        e.payee,
        e.description,
        e.category,
        e.line.name,
        e.line.kind,
        e.amount.minor / digits,
        e.amount.currency,
        e.state,
        e.submittedBy?.displayName ?? '',
        e.decidedBy?.displayName ?? '',
        e.rejectionReason ?? '',
        dateOf(e.paidOn),
        e.paymentMethod ?? '',
        e.paymentReference ?? '',
      ]);
    }
    sheet.getColumn(1).numFmt = 'yyyy-mm-dd';
    sheet.getColumn(13).numFmt = 'yyyy-mm-dd';
    sheet.getColumn(7).numFmt = currencyFormat(currency);
    sheet.columns.forEach((column, index) => (column.width = [12, 28, 40, 14, 24, 10, 14, 9, 11, 22, 22, 30, 12, 15, 18][index] ?? 14));
  }

  private budgetSheet(book: ExcelJS.Workbook, report: BudgetVsActualView): void {
    const sheet = book.addWorksheet('Budget vs actual', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.addRow(['Budget line', 'Line kind', 'Month', 'Budgeted', 'Actual (approved and paid)', 'Difference']).font = { bold: true };
    const units = 10 ** minorDigitsOf(report.currency);
    for (const line of report.lines) {
      for (const month of line.months) {
        sheet.addRow([
          line.line.name,
          line.line.kind,
          new Date(Date.UTC(report.year, month.month - 1, 1)),
          month.budgeted / units,
          month.actual / units,
          (month.budgeted - month.actual) / units,
        ]);
      }
      sheet.addRow([line.line.name, line.line.kind, 'Year', line.budgeted / units, line.actual / units, (line.budgeted - line.actual) / units]).font = {
        bold: true,
      };
    }
    sheet.addRow(['All lines', '', 'Year', report.budgeted / units, report.actual / units, (report.budgeted - report.actual) / units]).font = { bold: true };
    sheet.getColumn(3).numFmt = 'yyyy-mm';
    for (const column of [4, 5, 6]) sheet.getColumn(column).numFmt = currencyFormat(report.currency);
    sheet.columns.forEach((column, index) => (column.width = [28, 10, 10, 16, 24, 16][index] ?? 14));
  }
}
