import type PDFDocument from 'pdfkit';

/** The parts of pdfkit's document and font that drawing text lines needs (pdfkit has no public API for this). */
interface PdfkitInternals {
  _font: {
    id: string;
    ascender: number;
    encode(text: string): [string[], unknown[]];
    ref(): unknown;
    /** pdfkit's layout of every word it has seen, never emptied (an embedded font's). */
    layoutCache?: Record<string, unknown>;
  };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  addContent(content: string): unknown;
}

/** One line of text at its top-left corner, in pdfkit's coordinates (y down). */
export interface TextLine {
  text: string;
  x: number;
  y: number;
}

const number = (value: number) => String(Math.round(value * 100) / 100);

/**
 * A font's glyph codes per line already drawn: a record book repeats most of its lines (names, methods, results),
 * and encoding a line once has already put its glyphs in the embedded subset. Emptied past a bound, with pdfkit's
 * own cache of words, so memory stays flat however long the month.
 */
const encodedLines = new WeakMap<object, Map<string, string>>();
const MAX_REMEMBERED_LINES = 5_000;

function glyphCodes(font: PdfkitInternals['_font'], text: string): string {
  let lines = encodedLines.get(font);
  if (!lines) encodedLines.set(font, (lines = new Map()));
  let codes = lines.get(text);
  if (codes === undefined) {
    if (lines.size >= MAX_REMEMBERED_LINES) {
      lines.clear();
      // pdfkit keeps each word's layout for the document's life: a month of names, times and numbers would grow it.
      if (font.layoutCache) font.layoutCache = Object.create(null) as Record<string, unknown>;
    }
    codes = font.encode(text)[0].join('');
    lines.set(text, codes);
  }
  return codes;
}

/**
 * Lines already broken and measured, drawn in the current font and size as one text object: pdfkit's `text()`
 * spends as much again around each line (options, save/transform/restore, its own text object) as the line
 * itself, and a record book has some 140,000 lines. Glyphs are placed by their advance widths, as
 * plain-glyph-layout lays them out, so each line is a single string (in a `TJ` array, as pdfkit writes it).
 */
export function drawTextLines(document: InstanceType<typeof PDFDocument>, lines: readonly TextLine[]): void {
  if (lines.length === 0) return;
  const doc = document as unknown as PdfkitInternals;
  const font = doc._font;
  doc.page.fonts[font.id] ??= font.ref();
  const ascent = (font.ascender / 1000) * doc._fontSize;
  // pdfkit's page space has y down: text is drawn in the PDF's own space (y up) so that glyphs stand upright.
  doc.addContent(`q 1 0 0 -1 0 ${number(doc.page.height)} cm BT /${font.id} ${number(doc._fontSize)} Tf`);
  for (const line of lines) {
    doc.addContent(`1 0 0 1 ${number(line.x)} ${number(doc.page.height - line.y - ascent)} Tm [<${glyphCodes(font, line.text)}>] TJ`);
  }
  doc.addContent('ET Q');
}
