import { Injectable } from '@nestjs/common';
import { formatMoney, type DonationMethod, type DonationView } from '@koinonia/contracts';
import { newPdfDocument, pdfBytes } from '../../../platform/pdf/pdf-bytes.util';

const MARGIN = 56;

const METHOD_LABELS: Record<DonationMethod, string> = {
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
  'bank-transfer': 'Bank transfer',
  online: 'Online',
  'in-kind': 'Gift in kind',
};

/** A gift's receipt number: its year and the start of its id, the same on every reprint. */
export const receiptNumberOf = (gift: Pick<DonationView, 'id' | 'receivedOn'>) => `R-${gift.receivedOn.slice(0, 4)}-${gift.id.slice(0, 8).toUpperCase()}`;

export interface ReceiptFacts {
  church: string;
  donor: string;
  gift: DonationView;
}

/**
 * One gift's receipt (US Letter): the church, the donor, the date, each fund's part, the amount and
 * the tax-deductible amount; a gift in kind is described apart with the value stated for it, never
 * added to money given. A reversed gift says so and deducts nothing. Its metadata carry the gift's
 * own date, so a reprint is the same document. The standard fonts cover Latin text.
 */
@Injectable()
export class ReceiptPdf {
  async render({ church, donor, gift }: ReceiptFacts): Promise<Buffer> {
    const number = receiptNumberOf(gift);
    const created = new Date(gift.enteredAt);
    const document = await newPdfDocument({
      size: 'LETTER',
      margin: MARGIN,
      info: { Title: `Receipt ${number}`, Author: church, CreationDate: created, ModDate: created },
    });
    const done = pdfBytes(document);
    const width = document.page.width - 2 * MARGIN;
    const money = (amount: DonationView['amount']) => formatMoney(amount, 'en');
    const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${gift.receivedOn}T00:00:00Z`));
    const line = (label: string, value: string) => {
      document.font('Helvetica-Bold').fontSize(11).text(`${label}: `, { continued: true, width });
      document.font('Helvetica').text(value);
    };

    document.font('Helvetica-Bold').fontSize(18).text(church, { width });
    document.font('Helvetica').fontSize(13).text('Donation receipt', { width });
    document.moveDown(1);
    line('Receipt number', number);
    line('Donor', donor);
    line('Date received', day);
    const method = gift.method === 'cheque' && gift.chequeNumber ? `Cheque no. ${gift.chequeNumber}` : METHOD_LABELS[gift.method];
    line('Method', method);
    document.moveDown(1);

    if (gift.method === 'in-kind') {
      document.font('Helvetica-Bold').fontSize(12).text('Gift in kind', { width });
      document
        .font('Helvetica')
        .fontSize(11)
        .text(`Description: ${gift.inKindDescription ?? ''}`, { width });
      line('Value stated', money(gift.amount));
      document.moveDown(0.5);
    } else {
      document.font('Helvetica-Bold').fontSize(12).text('Funds', { width });
      for (const split of gift.splits) {
        const y = document.y;
        document
          .font('Helvetica')
          .fontSize(11)
          .text(split.fundName, MARGIN, y, { width: width - 140, lineBreak: false });
        document.text(money(split.amount), MARGIN + width - 140, y, { width: 140, align: 'right' });
      }
      document.x = MARGIN;
      document.moveDown(0.5);
      line('Amount', money(gift.amount));
    }
    line('Tax-deductible amount', gift.reversal ? money({ minor: 0, currency: gift.amount.currency }) : money(gift.deductible));
    if (gift.reversal) {
      document.moveDown(1);
      document
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(`This gift was reversed on ${gift.reversal.reversedAt.slice(0, 10)}: ${gift.reversal.reason}`, { width });
    }
    document.moveDown(2);
    const note =
      gift.deductible.minor < gift.amount.minor
        ? 'Goods or services were provided in exchange for part of this gift; only the tax-deductible amount above may be deducted.'
        : 'No goods or services were provided in exchange for this gift.';
    document.font('Helvetica-Oblique').fontSize(9).fillColor('#444444').text(note, { width });
    document.text(`Thank you for your generosity. ${church}.`, { width });
    document.end();
    return done;
  }
}
