import type PDFDocument from 'pdfkit';

/**
 * A new pdfkit document. pdfkit (and its fonts and compression) is loaded when the app first makes a
 * PDF, not when it starts: most runs of the app, and most of its API specs, make none.
 */
export async function newPdfDocument(options?: PDFKit.PDFDocumentOptions): Promise<PdfDocument> {
  const { default: PdfKit } = await import('pdfkit');
  return new PdfKit(options);
}

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
