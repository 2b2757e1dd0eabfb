import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';

/** A further table printed after the checks, under its own heading (the detector check log). */
export interface LedgerPdfTable {
  heading: string;
  columns: { label: string; width: number }[];
  rows: string[][];
}

/** One printed row: the cells in column order, already formatted and translated. */
export interface LedgerPdf {
  /** Page title and header line: company, office and month. */
  title: string;
  header: string;
  columns: { label: string; width: number }[];
  rows: string[][];
  /** Printed after the last row: the chain head line an auditor compares (docs/ledger-chain.md). */
  footerLines: string[];
  /** Tables printed after the footer lines, each starting with its heading. */
  appendices?: LedgerPdfTable[];
  /** 'Page {n} / {total}' in the document's language. */
  pageLabel(page: number, total: number): string;
  /** A CJK font (TTF/OTF/TTC), as the invoice PDF uses (INVOICE_FONT_PATH). */
  fontPath: string;
}

const MARGIN = 28;
const FONT_SIZE = 6.5;
const CELL_PADDING = 2;

/**
 * The monthly alcohol-check ledger (記録簿) as an A4 landscape PDF, drawn with pdfkit like the invoice PDF: a
 * header with company, office and month on every page, one row per check, page numbers, and the chain head
 * after the last row.
 */
export function renderLedgerPdf(ledger: LedgerPdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, bufferPages: true, info: { Title: ledger.title } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    if (existsSync(ledger.fontPath)) {
      if (ledger.fontPath.endsWith('.ttc')) doc.registerFont('cjk', ledger.fontPath, 'NotoSansCJKjp-Regular');
      else doc.registerFont('cjk', ledger.fontPath);
      doc.font('cjk');
    }
    const usable = doc.page.width - MARGIN * 2;
    const widthsOf = (columns: LedgerPdf['columns']) => {
      const total = columns.reduce((sum, column) => sum + column.width, 0);
      return columns.map((column) => (column.width / total) * usable);
    };
    // The table being drawn: its header row repeats on each new page.
    let columns = ledger.columns;
    let widths = widthsOf(columns);
    const bottom = () => doc.page.height - MARGIN - 14;

    const pageHeader = () => {
      doc.fontSize(12).text(ledger.title, MARGIN, MARGIN, { width: usable });
      doc.fontSize(8).text(ledger.header, { width: usable });
      doc.moveDown(0.5);
      drawRow(
        columns.map((column) => column.label),
        true,
      );
    };
    const drawRow = (cells: string[], bold = false) => {
      doc.fontSize(FONT_SIZE);
      const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - CELL_PADDING * 2 }));
      const height = Math.max(...heights, FONT_SIZE) + CELL_PADDING * 2;
      if (doc.y + height > bottom()) {
        doc.addPage();
        pageHeader();
      }
      const top = doc.y;
      let x = MARGIN;
      cells.forEach((cell, i) => {
        doc
          .rect(x, top, widths[i]!, height)
          .lineWidth(bold ? 0.8 : 0.4)
          .stroke();
        doc.text(cell, x + CELL_PADDING, top + CELL_PADDING, { width: widths[i]! - CELL_PADDING * 2 });
        x += widths[i]!;
      });
      doc.x = MARGIN;
      doc.y = top + height;
    };

    pageHeader();
    for (const row of ledger.rows) drawRow(row);
    doc.moveDown();
    doc.fontSize(8);
    for (const line of ledger.footerLines) {
      if (doc.y + 12 > bottom()) {
        doc.addPage();
        pageHeader();
      }
      doc.text(line, MARGIN, doc.y, { width: usable });
    }
    for (const table of ledger.appendices ?? []) {
      doc.moveDown();
      if (doc.y + 40 > bottom()) doc.addPage();
      doc.fontSize(10).text(table.heading, MARGIN, doc.y, { width: usable });
      doc.moveDown(0.3);
      columns = table.columns;
      widths = widthsOf(columns);
      drawRow(
        columns.map((column) => column.label),
        true,
      );
      for (const row of table.rows) drawRow(row);
    }

    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      // Drawn inside the bottom margin: without this pdfkit would start a new page for it.
      doc.page.margins.bottom = 0;
      doc.fontSize(7).text(ledger.pageLabel(index + 1, range.count), MARGIN, doc.page.height - MARGIN - 8, {
        width: usable,
        align: 'right',
        lineBreak: false,
      });
    }
    doc.end();
  });
}
