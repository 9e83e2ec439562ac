import { minorDigitsOf, type AuditTrailView, type Money } from '@koinonia/contracts';
import { toCsv } from '../../directory-export';
import { newPdfDocument, pdfBytes } from '../../../platform/pdf/pdf-bytes.util';

/** An amount as plain decimal text (`-50.00`) beside its currency: a spreadsheet sums it, whatever its language. */
function decimal(amount: Money): string {
  const digits = minorDigitsOf(amount.currency);
  const sign = amount.minor < 0 ? '-' : '';
  const whole = Math.abs(amount.minor);
  if (digits === 0) return `${sign}${whole}`;
  const text = String(whole).padStart(digits + 1, '0');
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

export const TRAIL_CSV_HEADER = ['donation', 'step', 'at', 'position', 'by', 'amount', 'currency', 'reason', 'batch', 'statements'] as const;

/** The trail as CSV: one row per entry, oldest first, with the gift's batch and statements on every row. */
export function trailCsv(trail: AuditTrailView): string {
  const statements = trail.statements.map((statement) => `${statement.year}:${statement.id}`).join(' ');
  return toCsv(
    TRAIL_CSV_HEADER,
    trail.entries.map((entry) => [
      trail.donationId,
      entry.kind,
      entry.at,
      entry.position,
      entry.by?.displayName ?? '',
      decimal(entry.amount),
      entry.amount.currency,
      entry.reason ?? '',
      trail.batch?.name ?? '',
      statements,
    ]),
  );
}

const MARGIN = 48;

/** The trail as a PDF an auditor files: the gift, then every entry with who, when, the amount and the reason. */
export async function trailPdf(trail: AuditTrailView): Promise<Buffer> {
  const document = await newPdfDocument({ size: 'A4', margin: MARGIN, info: { Title: `Audit trail ${trail.donationId}` } });
  const done = pdfBytes(document);
  const width = document.page.width - 2 * MARGIN;
  document.font('Helvetica-Bold').fontSize(16).text('Audit trail of a gift', { width });
  document.font('Helvetica').fontSize(10).moveDown(0.5);
  const line = (label: string, value: string) =>
    document.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value, { width });
  line('Gift', trail.donationId);
  line('Amount', `${decimal(trail.amount)} ${trail.amount.currency}`);
  line('Received on', trail.receivedOn);
  line('Method', trail.method);
  line('Funds', trail.splits.map((split) => `${split.fundName} ${decimal(split.amount)}`).join(', '));
  line('Entered', `${trail.enteredAt} by ${trail.enteredBy?.displayName ?? 'the system'}`);
  line('Batch', trail.batch ? `${trail.batch.name} (${trail.batch.status})` : 'none');
  line('Statements', trail.statements.length > 0 ? trail.statements.map((s) => `${s.year} (${s.sha256.slice(0, 12)})`).join(', ') : 'none');
  document.moveDown(1).font('Helvetica-Bold').fontSize(12).text('Entries', { width });
  document.fontSize(10);
  for (const entry of trail.entries) {
    document.moveDown(0.4);
    document.font('Helvetica-Bold').text(`${entry.kind}  ${decimal(entry.amount)} ${entry.amount.currency}`, { width });
    document.font('Helvetica').text(`${entry.at} (position ${entry.position}) by ${entry.by?.displayName ?? 'the system'}`, { width });
    if (entry.reason) document.text(`Reason: ${entry.reason}`, { width });
  }
  document.end();
  return done;
}
