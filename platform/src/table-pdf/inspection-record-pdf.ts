import type { Writable } from 'node:stream';
import {
  RECORD_GRID_DAYS,
  inspectionGridCarLine,
  inspectionGridWords,
  inspectionRecordGrid,
  inspectionRecordWords,
  weekdaysOf,
  type InspectionRecordGrid,
  type InspectionRecordRow,
  type Language,
} from '@fleetcheck/contracts';
import { characterMeasure, openLandscapePdf, readerKeptUp, streamPdf } from './table-pdf';
import { drawTextLines, type TextLine } from './text-lines';
import { wrapText } from './wrap-text';

/** Which month's daily inspection record, of which company and office (none: the whole company), in which language. */
export interface InspectionRecordRequest {
  companyName: string;
  /** One office's name, or undefined for every office of the company. */
  officeName: string | undefined;
  /** 'YYYY-MM'. */
  month: string;
  language: Language;
  fontPath: string;
  /** An instant in Japan time ('YYYY.MM.DD H:mm'): the business calendar is the domain's, handed in. */
  japanTime(instant: string): string;
}

const pageWords = {
  ja: (n: number, total: number | undefined) => (total === undefined ? `${n} ページ` : `${n} / ${total} ページ（最終ページ）`),
  en: (n: number, total: number | undefined) => (total === undefined ? `Page ${n}` : `Page ${n} / ${total} (last page)`),
} as const;

const MARGIN = 28;
const FONT_SIZE = 6.5;
const PADDING = 1.5;
/** Points: the part and item columns; the 31 day columns share what is left of the page's width. */
const PART_WIDTH = 62;
const ITEM_WIDTH = 250;

type Doc = ReturnType<typeof openLandscapePdf>;

/** Draws one vehicle's grids and notes page by page: the page's header, then rows while they fit. */
class GridPages {
  private page = 1;
  private readonly usable: number;
  private readonly dayWidth: number;
  private readonly lineHeight: number;
  private readonly widthOf: (character: string) => number;

  constructor(
    private readonly doc: Doc,
    private readonly request: InspectionRecordRequest,
  ) {
    this.usable = doc.page.width - MARGIN * 2;
    this.dayWidth = (this.usable - PART_WIDTH - ITEM_WIDTH) / RECORD_GRID_DAYS;
    this.widthOf = characterMeasure(doc, FONT_SIZE);
    this.lineHeight = doc.fontSize(FONT_SIZE).currentLineHeight(true);
  }

  private get bottom(): number {
    return this.doc.page.height - MARGIN - 14;
  }

  /** The page number at the foot of the page; the last one says how many there are. */
  private labelPage(total: number | undefined): void {
    this.doc.page.margins.bottom = 0;
    this.doc.fontSize(7).text(pageWords[this.request.language](this.page, total), MARGIN, this.doc.page.height - MARGIN - 8, {
      width: this.usable,
      align: 'right',
      lineBreak: false,
    });
  }

  private newPage(): void {
    this.labelPage(undefined);
    this.doc.addPage();
    this.page++;
  }

  /** Title, company／office／month, and the vehicle the page is of (none: the month has no vehicle). */
  private pageHeader(grid: InspectionRecordGrid | undefined): void {
    const { doc, request } = this;
    const { language } = request;
    const separator = language === 'ja' ? ' ／ ' : ' / ';
    const office = request.officeName ?? inspectionRecordWords.allOffices[language];
    doc.fontSize(12).text(inspectionRecordWords.title[language], MARGIN, MARGIN, { width: this.usable });
    doc.fontSize(8).text([request.companyName, office, request.month].join(separator), { width: this.usable });
    if (!grid) {
      doc.moveDown().fontSize(9).text(inspectionGridWords.noVehicle[language], { width: this.usable });
      return;
    }
    doc.fontSize(9).text(inspectionGridCarLine(grid, language), { width: this.usable });
    doc.moveDown(0.3);
  }

  /** One grid row: the part, the item and a cell per day (days past the month's end shaded); false when it needs a new page. */
  private row(part: string, item: string, days: readonly string[], grid: InspectionRecordGrid, bold = false): boolean {
    const { doc } = this;
    const partLines = wrapText(part.normalize('NFC'), PART_WIDTH - PADDING * 2, this.widthOf);
    const itemLines = wrapText(item.normalize('NFC'), ITEM_WIDTH - PADDING * 2, this.widthOf);
    const height = Math.max(partLines.length, itemLines.length, 1) * this.lineHeight + PADDING * 2;
    if (doc.y + height > this.bottom) return false;
    const top = doc.y;
    const text: TextLine[] = [];
    const lines = (cell: string[], x: number) =>
      cell.forEach((line, n) => text.push({ text: line, x: x + PADDING, y: top + PADDING + n * this.lineHeight }));
    lines(partLines, MARGIN);
    lines(itemLines, MARGIN + PART_WIDTH);
    const firstDay = MARGIN + PART_WIDTH + ITEM_WIDTH;
    if (grid.daysInMonth < RECORD_GRID_DAYS) {
      for (let day = grid.daysInMonth; day < RECORD_GRID_DAYS; day++) doc.rect(firstDay + day * this.dayWidth, top, this.dayWidth, height);
      doc.fillColor('#d9d9d9').fill().fillColor('black');
    }
    doc.rect(MARGIN, top, PART_WIDTH, height).rect(MARGIN + PART_WIDTH, top, ITEM_WIDTH, height);
    for (let day = 0; day < RECORD_GRID_DAYS; day++) {
      const x = firstDay + day * this.dayWidth;
      doc.rect(x, top, this.dayWidth, height);
      const mark = days[day] ?? '';
      if (mark !== '') text.push({ text: mark, x: x + (this.dayWidth - this.widthOfText(mark)) / 2, y: top + PADDING });
    }
    doc.lineWidth(bold ? 0.8 : 0.4).stroke();
    doc.fontSize(FONT_SIZE);
    drawTextLines(doc, text);
    doc.x = MARGIN;
    doc.y = top + height;
    return true;
  }

  private widthOfText(text: string): number {
    return [...text].reduce((sum, character) => sum + this.widthOf(character), 0);
  }

  /** The day numbers and weekdays heading the grid. */
  private gridHeader(grid: InspectionRecordGrid): void {
    const { language } = this.request;
    const numbers = Array.from({ length: grid.daysInMonth }, (_, day) => String(day + 1));
    this.row(inspectionGridWords.part[language], inspectionGridWords.item[language], numbers, grid, true);
    this.row('', '', weekdaysOf(this.request.month, language), grid, true);
  }

  /** A new page when the next `height` points do not fit: its header, and the grid's header when the grid goes on. */
  private fit(grid: InspectionRecordGrid, height: number, inGrid: boolean): void {
    if (this.doc.y + height <= this.bottom) return;
    this.newPage();
    this.pageHeader(grid);
    if (inGrid) this.gridHeader(grid);
  }

  /** A month without any vehicle: its first page says so. */
  noVehicle(): void {
    this.pageHeader(undefined);
  }

  /** The last page's number, saying how many pages there are. */
  finish(): void {
    this.labelPage(this.page);
  }

  /** The vehicle's page(s): the grid, the legend, then its abnormalities in words. */
  vehicle(grid: InspectionRecordGrid, first: boolean): void {
    const { doc } = this;
    const { language } = this.request;
    if (!first) this.newPage();
    this.pageHeader(grid);
    this.gridHeader(grid);
    const rows = [
      ...grid.items.map((item) => [item.group, item.label, item.marks] as const),
      [inspectionGridWords.inspector[language], '', grid.inspectors] as const,
    ];
    for (const [part, item, marks] of rows) {
      if (this.row(part, item, marks, grid)) continue;
      // The row did not fit: the grid goes on on the next page, under its header.
      this.fit(grid, Number.POSITIVE_INFINITY, true);
      this.row(part, item, marks, grid);
    }
    this.fit(grid, 14, false);
    doc.fontSize(7).text(inspectionGridWords.legend[language], MARGIN, doc.y + 3, { width: this.usable });
    doc.moveDown(0.6);
    this.fit(grid, 24, false);
    doc.fontSize(9).text(inspectionGridWords.abnormalities[language], MARGIN, doc.y, { width: this.usable });
    const notes = grid.abnormalities.length > 0 ? grid.abnormalities : [inspectionGridWords.noAbnormality[language]];
    for (const note of notes) {
      const height = doc.fontSize(8).heightOfString(note, { width: this.usable });
      this.fit(grid, height, false);
      doc.fontSize(8).text(note, MARGIN, doc.y, { width: this.usable });
    }
  }
}

/**
 * The month's daily inspection record (日常点検記録簿) as an A4 landscape PDF laid out as the paper record book is: per
 * vehicle, a grid of its inspection items (rows) by the 31 days of the month (columns; ✓ good, × abnormal, － not
 * fitted), a row saying who inspected each day or that nobody did, and the abnormalities listed under it with their
 * clearance; every word in the record's language. A vehicle starts a page; its pages are written out as it is done.
 */
export async function writeInspectionRecordPdf(
  request: InspectionRecordRequest,
  rows: AsyncIterable<readonly InspectionRecordRow[]> | Iterable<readonly InspectionRecordRow[]>,
  out: Writable,
): Promise<void> {
  const doc = openLandscapePdf(inspectionRecordWords.title[request.language], request.fontPath, false);
  const pages = new GridPages(doc, request);
  await streamPdf(doc, out, async () => {
    let first = true;
    for await (const vehicle of rows) {
      pages.vehicle(inspectionRecordGrid(vehicle, request.month, request), first);
      first = false;
      if (!(await readerKeptUp(out))) return false;
    }
    if (first) pages.noVehicle();
    pages.finish();
    doc.end();
    return true;
  });
}
