import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

export type PdfDocument = InstanceType<typeof PDFDocument>;

/**
 * Sets the Japanese font on the document when its file is there (a machine without it still renders, in the
 * built-in font). A .ttc holds several faces; the Japanese one is picked by its PostScript name. Answers whether
 * the font was set.
 */
export function useJapaneseFont(doc: PdfDocument, fontPath: string): boolean {
  if (!existsSync(fontPath)) return false;
  if (fontPath.endsWith('.ttc')) doc.registerFont('cjk', fontPath, 'NotoSansCJKjp-Regular');
  else doc.registerFont('cjk', fontPath);
  doc.font('cjk');
  return true;
}

/** An A4 portrait document in the Japanese font, drawn whole by `draw` (which ends it), as bytes. */
export function renderA4Pdf(
  info: { readonly title: string; readonly author: string },
  fontPath: string,
  draw: (doc: PdfDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: info.title, Author: info.author } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    useJapaneseFont(doc, fontPath);
    draw(doc);
  });
}
