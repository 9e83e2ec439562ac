import { Injectable } from '@nestjs/common';
import type { ProgramItemKind, ProgramView } from '@koinonia/contracts';
import { newPdfDocument, pdfBytes } from '../../../platform/pdf/pdf-bytes.util';

const KIND_LABELS: Record<ProgramItemKind, string> = {
  song: 'Song',
  reading: 'Reading',
  prayer: 'Prayer',
  sermon: 'Sermon',
  announcement: 'Announcement',
  offering: 'Offering',
  video: 'Video',
  other: 'Item',
};

const MARGIN = 48;
const COLUMNS = { time: 0, item: 62, person: 330, length: 460 } as const;

/** "4:30" for 270 seconds; "1:05:00" past an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * The run sheet the team holds during the service (US Letter): the program's title and start, then
 * each item with its start time, kind, title, the key of a song, who leads it, its length and notes.
 * Times are the church's own; the standard fonts cover Latin text.
 */
@Injectable()
export class RunSheetPdf {
  async render(program: ProgramView, timeZone: string): Promise<Buffer> {
    const document = await newPdfDocument({ size: 'LETTER', margin: MARGIN, info: { Title: `Run sheet: ${program.title}` } });
    const done = pdfBytes(document);
    const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' });
    const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    const width = document.page.width - 2 * MARGIN;
    const start = new Date(program.serviceStart);

    document.font('Helvetica-Bold').fontSize(18).text(program.title, { width });
    document
      .font('Helvetica')
      .fontSize(11)
      .text(`${day.format(start)}, ${time.format(start)} - ${time.format(new Date(program.endsAt))} (${formatDuration(program.totalSeconds)})`, { width });
    document.moveDown(1);

    const header = (y: number) => {
      document.font('Helvetica-Bold').fontSize(9);
      document.text('Time', MARGIN + COLUMNS.time, y, { lineBreak: false });
      document.text('Item', MARGIN + COLUMNS.item, y, { lineBreak: false });
      document.text('Person', MARGIN + COLUMNS.person, y, { lineBreak: false });
      document.text('Length', MARGIN + COLUMNS.length, y, { lineBreak: false });
      document
        .moveTo(MARGIN, y + 13)
        .lineTo(MARGIN + width, y + 13)
        .lineWidth(0.5)
        .stroke();
      return y + 18;
    };
    let y = header(document.y);
    for (const item of program.items) {
      const kind = item.kind === 'song' && item.key ? `${KIND_LABELS[item.kind]} (key of ${item.key})` : KIND_LABELS[item.kind];
      const notesHeight = item.notes
        ? document
            .font('Helvetica')
            .fontSize(9)
            .heightOfString(item.notes, { width: COLUMNS.person - COLUMNS.item - 8 })
        : 0;
      if (y + 30 + notesHeight > document.page.height - MARGIN) {
        document.addPage();
        y = header(MARGIN);
      }
      document
        .font('Helvetica')
        .fontSize(10)
        .text(time.format(new Date(item.startsAt)), MARGIN + COLUMNS.time, y, { lineBreak: false });
      document
        .font('Helvetica-Bold')
        .fontSize(10)
        .text(item.title, MARGIN + COLUMNS.item, y, { width: COLUMNS.person - COLUMNS.item - 8, height: 12, ellipsis: true, lineBreak: false });
      document
        .font('Helvetica')
        .fontSize(10)
        .text(item.person?.name ?? '', MARGIN + COLUMNS.person, y, {
          width: COLUMNS.length - COLUMNS.person - 8,
          height: 12,
          ellipsis: true,
          lineBreak: false,
        });
      document.text(formatDuration(item.durationSeconds), MARGIN + COLUMNS.length, y, { lineBreak: false });
      y += 13;
      document
        .font('Helvetica-Oblique')
        .fontSize(9)
        .fillColor('#555555')
        .text(kind, MARGIN + COLUMNS.item, y, { lineBreak: false });
      y += 12;
      if (item.notes) {
        document
          .font('Helvetica')
          .fontSize(9)
          .text(item.notes, MARGIN + COLUMNS.item, y, { width: COLUMNS.person - COLUMNS.item - 8 });
        y += notesHeight + 2;
      }
      document.fillColor('#000000');
      y += 6;
    }
    if (program.items.length === 0) document.font('Helvetica').fontSize(10).text('No items yet.', MARGIN, y);
    document.end();
    return done;
  }
}
