import { Injectable } from '@nestjs/common';
import { LABEL_SIZE_POINTS, type CheckInReceipt } from '@koinonia/contracts';
import { newPdfDocument } from '../../../platform/pdf/pdf-bytes.util';

const MARGIN = 6;

/**
 * The labels of a check-in as one PDF for a 2.25 × 1.25 in. label printer: one label per child
 * (name, room, code, and their allergies and medical notes where the room's leaders see them), then
 * the parent's receipt with the same code. The standard fonts cover Latin text; a name in another
 * script prints as the printer's font allows.
 */
@Injectable()
export class CheckInLabelsService {
  async render(receipt: Omit<CheckInReceipt, 'position'>): Promise<Buffer> {
    const { width, height } = LABEL_SIZE_POINTS;
    const document = await newPdfDocument({ size: [width, height], margin: MARGIN, autoFirstPage: false, info: { Title: `Check-in ${receipt.securityCode}` } });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      document.on('end', () => resolve(Buffer.concat(chunks)));
      document.on('error', reject);
    });
    const inner = width - 2 * MARGIN;
    const code = (text: string) => {
      document.font('Helvetica-Bold').fontSize(18).text(text, MARGIN, MARGIN, { width: inner, align: 'right' });
    };
    for (const child of receipt.children) {
      document.addPage();
      code(receipt.securityCode);
      document
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(child.fullName, MARGIN, MARGIN, { width: inner - 50, height: 28, ellipsis: true });
      document.font('Helvetica').fontSize(8).text(child.roomName, MARGIN, 34, { width: inner, ellipsis: true, height: 10 });
      const notes = [child.allergies && `Allergies: ${child.allergies}`, child.medicalNotes && `Medical: ${child.medicalNotes}`].filter(Boolean).join('\n');
      if (notes)
        document
          .font('Helvetica-Bold')
          .fontSize(7)
          .text(notes, MARGIN, 46, { width: inner, height: height - 46 - MARGIN, ellipsis: true });
    }
    document.addPage();
    code(receipt.securityCode);
    document
      .font('Helvetica-Bold')
      .fontSize(9)
      .text('Parent receipt', MARGIN, MARGIN + 2, { width: inner - 50 });
    document
      .font('Helvetica')
      .fontSize(7)
      .text(receipt.children.map((child) => `${child.fullName} — ${child.roomName}`).join('\n'), MARGIN, 30, { width: inner, height: 40, ellipsis: true });
    document.fontSize(6).text('Show this code to collect your children.', MARGIN, height - MARGIN - 8, { width: inner });
    document.end();
    return done;
  }
}
