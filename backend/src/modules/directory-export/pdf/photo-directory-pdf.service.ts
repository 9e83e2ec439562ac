import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import type { ExportedPerson } from '../directory-export.service';
import { newPdfDocument, pdfBytes, type PdfDocument } from '../../../platform/pdf/pdf-bytes.util';

const PAGE = { width: 612, height: 792 };
const MARGIN = 36;
const HEADER = 28;
const COLUMNS = 4;
const ROWS = 4;
const PHOTO = 96;
const CELL_WIDTH = (PAGE.width - 2 * MARGIN) / COLUMNS;
const CELL_HEIGHT = (PAGE.height - 2 * MARGIN - HEADER) / ROWS;

/** "Ruth Anne Anderson" → "RA": the first letters of the first and last words. */
export function initialsOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => word[0]?.toUpperCase() ?? '').join('');
}

/**
 * A printable photo directory: US Letter, 4 × 4 people a page, each with their photo (or their
 * initials in a circle), name, household, and the phone and email the reader may see. `photoOf`
 * gives a person's thumbnail (WebP), which is turned into JPEG for the PDF (pdfkit reads JPEG and PNG).
 */
@Injectable()
export class PhotoDirectoryPdf {
  async render(people: readonly ExportedPerson[], title: string, photoOf: (photoId: string) => Promise<Buffer | null>): Promise<Buffer> {
    const document = await newPdfDocument({ size: [PAGE.width, PAGE.height], margin: MARGIN, autoFirstPage: false, info: { Title: title } });
    const done = pdfBytes(document);
    const perPage = COLUMNS * ROWS;
    if (people.length === 0) this.startPage(document, title);
    for (const [index, person] of people.entries()) {
      if (index % perPage === 0) this.startPage(document, title);
      const onPage = index % perPage;
      const x = MARGIN + (onPage % COLUMNS) * CELL_WIDTH;
      const y = MARGIN + HEADER + Math.floor(onPage / COLUMNS) * CELL_HEIGHT;
      const image = person.member.photo ? await photoOf(person.member.photo) : null;
      await this.drawPortrait(document, person.member.fullName, image, x + (CELL_WIDTH - PHOTO) / 2, y);
      this.drawCaption(document, person, x + 4, y + PHOTO + 6, CELL_WIDTH - 8);
    }
    document.end();
    return done;
  }

  private startPage(document: PdfDocument, title: string): void {
    document.addPage();
    document
      .font('Helvetica-Bold')
      .fontSize(14)
      .fillColor('#000000')
      .text(title, MARGIN, MARGIN, { width: PAGE.width - 2 * MARGIN, lineBreak: false });
  }

  private async drawPortrait(document: PdfDocument, fullName: string, image: Buffer | null, x: number, y: number): Promise<void> {
    const jpeg = image
      ? await sharp(image)
          .jpeg({ quality: 80 })
          .toBuffer()
          .catch(() => null)
      : null;
    if (jpeg) {
      document.image(jpeg, x, y, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
      return;
    }
    document.circle(x + PHOTO / 2, y + PHOTO / 2, PHOTO / 2).fill('#d9dee7');
    document
      .fillColor('#3b4252')
      .font('Helvetica-Bold')
      .fontSize(32)
      .text(initialsOf(fullName), x, y + PHOTO / 2 - 16, { width: PHOTO, align: 'center', lineBreak: false });
  }

  private drawCaption(document: PdfDocument, { member, household, phone }: ExportedPerson, x: number, y: number, width: number): void {
    const line = (text: string, font: string, size: number, at: number) =>
      document
        .font(font)
        .fontSize(size)
        .text(text, x, at, { width, align: 'center', height: size + 2, ellipsis: true, lineBreak: false });
    document.fillColor('#000000');
    line(member.fullName, 'Helvetica-Bold', 9, y);
    document.fillColor('#4c566a');
    const rest = [household, phone, member.email ?? ''].filter(Boolean);
    rest.forEach((text, i) => line(text, 'Helvetica', 8, y + 12 + i * 10));
  }
}
