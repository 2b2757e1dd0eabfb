import { PassThrough, type Writable } from 'node:stream';
import PDFDocument from 'pdfkit';
import { useJapaneseFont, type PdfDocument } from '../pdf/japanese-pdf';
import { usePlainGlyphLayout } from './plain-glyph-layout';
import { drawTextLines, type TextLine } from './text-lines';
import { wrapText } from './wrap-text';

/** A printed column: its label, its relative width and how a row's cell reads (already translated). */
export interface TablePdfColumn<T> {
  label: string;
  width: number;
  value(row: T): string;
}

/** A further table printed after the rows, under its own heading (the detector check log). */
export interface TablePdfTable {
  heading: string;
  columns: { label: string; width: number }[];
  rows: string[][];
}

/** A table PDF whose rows come in batches, as they are read from the store. */
export interface StreamedTablePdf<T> {
  /** Page title and header line: company, office and month. */
  title: string;
  header: string;
  /** Which columns exist is the caller's: the renderer prints whatever it is given. */
  columns: readonly TablePdfColumn<T>[];
  /** Each batch is drawn, and its finished pages written out, before the next one is asked for. */
  batches: AsyncIterable<readonly T[]> | Iterable<readonly T[]>;
  /** Printed after the last row (the chain head line an auditor compares: docs/record-chain.md), given the row count. */
  footerLines(rowCount: number): string[];
  /** Tables printed after the footer lines, each starting with its heading. */
  appendices?: TablePdfTable[];
  /**
   * 'Page {n}' in the document's language; `total` is known on the last page only, since a page leaves before the
   * next is drawn (so the last page says how many there are).
   */
  pageLabel(page: number, total: number | undefined): string;
  /** A CJK font (TTF/OTF/TTC), as the invoice PDF uses (INVOICE_FONT_PATH). */
  fontPath: string;
}

/** A table PDF held whole in memory: small documents whose every page says 'page n of total'. */
export interface TablePdf {
  title: string;
  header: string;
  columns: { label: string; width: number }[];
  rows: string[][];
  footerLines: string[];
  appendices?: TablePdfTable[];
  pageLabel(page: number, total: number): string;
  fontPath: string;
}

const MARGIN = 28;
const FONT_SIZE = 6.5;
const CELL_PADDING = 2;

/** An A4 landscape document with the CJK font set (laid out without shaping: see plain-glyph-layout.ts). */
export function openLandscapePdf(title: string, fontPath: string, bufferPages: boolean): PdfDocument {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages, info: { Title: title } });
  if (useJapaneseFont(doc, fontPath))
    usePlainGlyphLayout((doc as unknown as { _font: { font: Parameters<typeof usePlainGlyphLayout>[0] } })._font.font);
  return doc;
}

/**
 * Whether the reader is still there (else nothing more is drawn), after letting the written pages flow to it (the
 * event loop turns: other requests run too) and waiting while it has more than it can take.
 */
export async function readerKeptUp(out: Writable): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  if (out.writableNeedDrain && !out.destroyed)
    await new Promise<void>((resolve) => {
      const done = () => {
        out.off('drain', done);
        out.off('close', done);
        resolve();
      };
      out.on('drain', done);
      out.on('close', done);
    });
  return !out.destroyed;
}

/** The width of one character at `fontSize` in the document's font, each measured once (wrapText's measure). */
export function characterMeasure(doc: PdfDocument, fontSize: number): (character: string) => number {
  const widths = new Map<string, number>();
  return (character) => {
    let width = widths.get(character);
    if (width === undefined) {
      width = doc.fontSize(fontSize).widthOfString(character);
      widths.set(character, width);
    }
    return width;
  };
}

/**
 * Pipes `doc` to `out` and runs `draw`, which ends the document (true) or gives up because the reader left (false),
 * then waits until the reader has the whole file. A failure while drawing destroys `out`: the reader has part of a
 * file and must not take it for a whole one.
 */
export async function streamPdf(doc: PdfDocument, out: Writable, draw: () => Promise<boolean>): Promise<void> {
  const ended = new Promise<void>((resolve, reject) => {
    out.on('finish', resolve);
    out.on('close', resolve);
    doc.on('error', reject);
  });
  doc.pipe(out);
  try {
    if (!(await draw())) return;
  } catch (error) {
    doc.unpipe(out);
    out.destroy(error as Error);
    throw error;
  }
  await ended;
}

/**
 * Draws a table (the monthly alcohol-check record book, 記録簿, or any table like it) as an A4 landscape PDF with
 * pdfkit and writes it to `out` as it goes: a header with company, office and month on every page, one row per
 * record, page numbers, and the footer lines after the last row. A page is written out when the next one starts,
 * so memory holds one batch of rows and the pages not yet taken by the reader, whatever the month's size.
 */
export async function writeTablePdf<T>(pdf: StreamedTablePdf<T>, out: Writable, bufferPages = false): Promise<void> {
  const doc = openLandscapePdf(pdf.title, pdf.fontPath, bufferPages);
  const usable = doc.page.width - MARGIN * 2;
  doc.fontSize(FONT_SIZE);
  const lineHeight = doc.currentLineHeight(true);
  const widthOf = characterMeasure(doc, FONT_SIZE);
  const widthsOf = (columns: readonly { width: number }[]) => {
    const total = columns.reduce((sum, column) => sum + column.width, 0);
    return columns.map((column) => (column.width / total) * usable);
  };
  // The table being drawn: its header row repeats on each new page.
  let labels = pdf.columns.map((column) => column.label);
  let widths = widthsOf(pdf.columns);
  let page = 1;
  const bottom = () => doc.page.height - MARGIN - 14;

  const labelPage = (total: number | undefined) => {
    // Drawn inside the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .fontSize(7)
      .text(pdf.pageLabel(page, total), MARGIN, doc.page.height - MARGIN - 8, { width: usable, align: 'right', lineBreak: false });
  };
  const newPage = () => {
    if (!bufferPages) labelPage(undefined);
    doc.addPage();
    page++;
  };
  const pageHeader = () => {
    doc.fontSize(12).text(pdf.title, MARGIN, MARGIN, { width: usable });
    doc.fontSize(8).text(pdf.header, { width: usable });
    doc.moveDown(0.5);
    drawRow(labels, true);
  };
  const drawRow = (cells: readonly string[], bold = false) => {
    const lines = cells.map((cell, i) => wrapText(cell.normalize('NFC'), widths[i]! - CELL_PADDING * 2, widthOf));
    const height = Math.max(...lines.map((cellLines) => cellLines.length), 1) * lineHeight + CELL_PADDING * 2;
    if (doc.y + height > bottom()) {
      newPage();
      pageHeader();
    }
    doc.fontSize(FONT_SIZE);
    const top = doc.y;
    const text: TextLine[] = [];
    let x = MARGIN;
    lines.forEach((cellLines, i) => {
      doc.rect(x, top, widths[i]!, height);
      cellLines.forEach((line, n) => {
        if (line !== '') text.push({ text: line, x: x + CELL_PADDING, y: top + CELL_PADDING + n * lineHeight });
      });
      x += widths[i]!;
    });
    // The row's cell borders as one path, its text as one text object.
    doc.lineWidth(bold ? 0.8 : 0.4).stroke();
    drawTextLines(doc, text);
    doc.x = MARGIN;
    doc.y = top + height;
  };

  await streamPdf(doc, out, async () => {
    pageHeader();
    let rowCount = 0;
    for await (const batch of pdf.batches) {
      for (const row of batch) drawRow(pdf.columns.map((column) => column.value(row)));
      rowCount += batch.length;
      if (!(await readerKeptUp(out))) return false;
    }
    doc.moveDown();
    doc.fontSize(8);
    for (const line of pdf.footerLines(rowCount)) {
      if (doc.y + 12 > bottom()) {
        newPage();
        pageHeader();
      }
      doc.text(line, MARGIN, doc.y, { width: usable });
    }
    for (const table of pdf.appendices ?? []) {
      doc.moveDown();
      if (doc.y + 40 > bottom()) newPage();
      doc.fontSize(10).text(table.heading, MARGIN, doc.y, { width: usable });
      doc.moveDown(0.3);
      labels = table.columns.map((column) => column.label);
      widths = widthsOf(table.columns);
      drawRow(labels, true);
      for (const row of table.rows) drawRow(row);
    }
    if (bufferPages) {
      const range = doc.bufferedPageRange();
      for (page = 1; page <= range.count; page++) {
        doc.switchToPage(range.start + page - 1);
        labelPage(range.count);
      }
    } else labelPage(page);
    doc.end();
    return true;
  });
}

/** A small table PDF (the subscription history) rendered whole, each page saying 'page n of total'. */
export async function renderTablePdf(pdf: TablePdf): Promise<Buffer> {
  const sink = new PassThrough();
  const chunks: Buffer[] = [];
  sink.on('data', (chunk: Buffer) => chunks.push(chunk));
  await writeTablePdf(
    {
      ...pdf,
      columns: pdf.columns.map((column, index) => ({ ...column, value: (row: string[]) => row[index] ?? '' })),
      batches: [pdf.rows],
      footerLines: () => pdf.footerLines,
      pageLabel: (page, total) => pdf.pageLabel(page, total ?? page),
    },
    sink,
    true,
  );
  return Buffer.concat(chunks);
}
