import { createHash } from 'node:crypto';
import { newPdfDocument, pdfBytes } from '../../../../platform/pdf/pdf-bytes.util';
import type { StatementContent, StatementGift } from '../domain/statement.events';
import { pdfDate, pdfMoney, pdfText } from './statement-format.util';

const MARGIN = 54;
const METHOD_LABELS: Record<StatementGift['method'], string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  online: 'Online',
  'in-kind': 'In kind',
};

export interface RenderedStatement {
  bytes: Buffer;
  sha256: string;
}

/**
 * A year-end giving statement (US Letter) from its recorded content and nothing else. The same
 * content gives the same bytes: pdfkit's standard fonts (nothing embedded, nothing subset under a
 * random tag), the creation and modification dates set to the issue time (pdfkit derives the
 * file's ID from them), no other clock read. Runs on the event loop or in a worker alike
 * (statement-pdf.worker.ts).
 */
export async function renderStatement(content: StatementContent): Promise<RenderedStatement> {
  const issued = new Date(content.issuedAt);
  const document = await newPdfDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: {
      Title: `Giving statement ${content.year}: ${pdfText(content.donor.name)}`,
      Author: pdfText(content.churchName),
      Subject: `Statement ${content.statementId}`,
      CreationDate: issued,
      ModDate: issued,
    },
  });
  const done = pdfBytes(document);
  new StatementLayout(document, content).write();
  document.end();
  const bytes = await done;
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

class StatementLayout {
  private readonly width: number;
  private y = MARGIN;

  constructor(
    private readonly document: PDFKit.PDFDocument,
    private readonly content: StatementContent,
  ) {
    this.width = document.page.width - 2 * MARGIN;
  }

  private money = (amount: StatementGift['amount']) => pdfMoney(amount, this.content.language);
  private date = (day: string) => pdfDate(day, this.content.language);

  write(): void {
    const { document, content } = this;
    const issuedOn = content.issuedAt.slice(0, 10);
    document.font('Helvetica-Bold').fontSize(16).text(pdfText(content.churchName), MARGIN, this.y, { width: this.width });
    document.font('Helvetica').fontSize(12).text(`Giving statement for ${content.year}`, { width: this.width });
    document
      .fontSize(9)
      .fillColor('#444444')
      .text(`Statement ${content.statementId}, issued ${this.date(issuedOn)}`, { width: this.width });
    document.fillColor('#000000');
    if (content.corrects) {
      document.moveDown(0.5);
      document
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`Corrected statement: replaces statement ${content.corrects.statementId} issued ${this.date(content.corrects.issuedAt.slice(0, 10))}`, {
          width: this.width,
        });
    }
    document.moveDown(1);
    document.font('Helvetica-Bold').fontSize(11).text(pdfText(content.donor.name), { width: this.width });
    if (content.donor.address)
      document
        .font('Helvetica')
        .fontSize(10)
        .text(pdfText(content.donor.address), { width: this.width / 2 });
    document.moveDown(1);
    this.y = document.y;

    this.heading('Gifts');
    this.giftTable(content.gifts, false);
    this.line(`Total deductible: ${this.money(content.totalDeductible)}`, true);
    if (content.inKind.length > 0) {
      this.y += 10;
      this.heading('Gifts in kind (listed apart; the value is as the donor declared it)');
      this.giftTable(content.inKind, true);
    }
    if (content.corrects) this.changes(content.corrects);
    this.y += 14;
    this.paragraph(
      'No goods or services were provided in exchange for these contributions other than intangible religious benefits. ' +
        'Please keep this statement for your tax records.',
    );
  }

  private room(height: number): void {
    if (this.y + height <= this.document.page.height - MARGIN) return;
    this.document.addPage();
    this.y = MARGIN;
  }

  private heading(text: string): void {
    this.room(40);
    this.document.font('Helvetica-Bold').fontSize(11).text(text, MARGIN, this.y, { width: this.width });
    this.y = this.document.y + 4;
  }

  private line(text: string, bold = false): void {
    this.room(16);
    this.document
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(10)
      .text(text, MARGIN, this.y, { width: this.width });
    this.y = this.document.y + 2;
  }

  private paragraph(text: string): void {
    this.room(40);
    this.document.font('Helvetica-Oblique').fontSize(9).fillColor('#444444').text(text, MARGIN, this.y, { width: this.width });
    this.document.fillColor('#000000');
    this.y = this.document.y;
  }

  private giftTable(gifts: StatementGift[], inKind: boolean): void {
    const { document } = this;
    const columns = inKind ? [0, 90, 210, 400] : [0, 90, 260, 340, 430];
    const titles = inKind ? ['Date', 'Fund', 'Description', 'Value'] : ['Date', 'Fund', 'Method', 'Amount', 'Deductible'];
    const header = () => {
      document.font('Helvetica-Bold').fontSize(9);
      titles.forEach((title, i) => document.text(title, MARGIN + columns[i], this.y, { lineBreak: false }));
      document
        .moveTo(MARGIN, this.y + 12)
        .lineTo(MARGIN + this.width, this.y + 12)
        .lineWidth(0.5)
        .stroke();
      this.y += 16;
    };
    header();
    if (gifts.length === 0) this.line('No gifts.');
    for (const gift of gifts) {
      if (this.y + 14 > document.page.height - MARGIN) {
        document.addPage();
        this.y = MARGIN;
        header();
      }
      const cells = inKind
        ? [this.date(gift.receivedOn), gift.funds.join(', '), gift.inKindDescription ?? '', this.money(gift.amount)]
        : [
            this.date(gift.receivedOn),
            gift.funds.join(', '),
            gift.method === 'cheque' && gift.chequeNumber ? `Cheque ${gift.chequeNumber}` : METHOD_LABELS[gift.method],
            this.money(gift.amount),
            this.money(gift.deductible),
          ];
      document.font('Helvetica').fontSize(9);
      cells.forEach((cell, i) => {
        const width = (columns[i + 1] ?? this.width) - columns[i] - 6;
        document.text(pdfText(cell), MARGIN + columns[i], this.y, { width, height: 11, ellipsis: true, lineBreak: false });
      });
      this.y += 13;
    }
    this.y += 4;
  }

  private changes(correction: NonNullable<StatementContent['corrects']>): void {
    this.y += 10;
    this.heading(`What changed since statement ${correction.statementId}`);
    const describe = (gift: StatementGift) => `${this.date(gift.receivedOn)}, ${gift.funds.join(', ')}, ${this.money(gift.amount)}`;
    for (const gift of correction.removed) this.line(`Removed (corrected since): ${pdfText(describe(gift))}`);
    for (const gift of correction.added) this.line(`Added: ${pdfText(describe(gift))}`);
    this.line(`Previous total deductible: ${this.money(correction.previousTotal)}`);
    this.line(`Corrected total deductible: ${this.money(correction.total)}`, true);
  }
}
