import { Injectable } from '@nestjs/common';
import type { MailingLabel } from '../directory-export.service';
import { AVERY_5160, labelPosition } from './avery-5160.constant';
import { newPdfDocument, pdfBytes } from '../../../platform/pdf/pdf-bytes.util';

/** Room inside each label's edge: a printer's feed drifts by a millimetre or two. */
const PADDING_X = 9;
const PADDING_Y = 8;

/** "97 Birch Road, Springfield, IL 62701" on one line goes on two: the street, then the rest. */
export function addressLines(address: string): string[] {
  const lines = address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length !== 1) return lines;
  const comma = lines[0].indexOf(',');
  return comma > 0 ? [lines[0].slice(0, comma).trim(), lines[0].slice(comma + 1).trim()] : lines;
}

/**
 * Mailing labels on Avery 5160 sheets (see avery-5160.constant): the addressee's name in bold,
 * then up to three address lines, each cut short rather than spilling onto the next label.
 * The standard fonts cover Latin text.
 */
@Injectable()
export class MailingLabelsPdf {
  async render(labels: readonly MailingLabel[]): Promise<Buffer> {
    const { page, label } = AVERY_5160;
    const document = await newPdfDocument({ size: [page.width, page.height], margin: 0, autoFirstPage: false, info: { Title: 'Mailing labels' } });
    const done = pdfBytes(document);
    const width = label.width - 2 * PADDING_X;
    let currentPage = -1;
    labels.forEach((entry, index) => {
      const at = labelPosition(index);
      if (at.page !== currentPage) {
        document.addPage();
        currentPage = at.page;
      }
      const x = at.x + PADDING_X;
      let y = at.y + PADDING_Y;
      document.font('Helvetica-Bold').fontSize(10).text(entry.name, x, y, { width, height: 12, ellipsis: true, lineBreak: false });
      y += 14;
      document.font('Helvetica').fontSize(9);
      for (const line of addressLines(entry.address).slice(0, 3)) {
        document.text(line, x, y, { width, height: 11, ellipsis: true, lineBreak: false });
        y += 11;
      }
    });
    if (currentPage === -1) document.addPage();
    document.end();
    return done;
  }
}
