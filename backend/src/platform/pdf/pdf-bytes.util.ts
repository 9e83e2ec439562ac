import type PDFDocument from 'pdfkit';

/** The bytes a pdfkit document writes, once `end()` has been called on it. */
export function pdfBytes(document: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });
}

export type PdfDocument = InstanceType<typeof PDFDocument>;
