import { inflateSync } from 'node:zlib';

/**
 * The text runs a PDF written by pdfkit draws, one string per text-showing operator (`TJ`), in drawing
 * order: enough for a test to read what an invoice prints. It reads pdfkit's own output only: one font per
 * document, either an embedded font (glyph ids mapped back through its ToUnicode map) or a standard font
 * (single-byte codes, read as Latin-1).
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const streams = streamsOf(pdf);
  const toUnicode = streams.map(toUnicodeMap).find((map) => map.size > 0);
  const runs: string[] = [];
  for (const content of streams) {
    for (const [, array] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hexes = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, hex]) => hex!);
      runs.push(hexes.map((hex) => (toUnicode ? decodeGlyphs(hex, toUnicode) : Buffer.from(hex, 'hex').toString('latin1'))).join(''));
    }
  }
  return runs;
}

/** Every stream of the file, inflated when it was deflated, as Latin-1 text. */
function streamsOf(pdf: Buffer): string[] {
  const file = pdf.toString('latin1');
  const streams: string[] = [];
  for (const match of file.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = file.indexOf('endstream', start);
    if (end < 0) break;
    const raw = pdf.subarray(start, end);
    try {
      streams.push(inflateSync(raw).toString('latin1'));
    } catch {
      streams.push(raw.toString('latin1'));
    }
  }
  return streams;
}

/** pdfkit's ToUnicode CMap: `<first> <last> [<unicode> ...]` ranges of glyph ids. */
function toUnicodeMap(stream: string): Map<number, string> {
  const map = new Map<number, string>();
  if (!stream.includes('beginbfrange')) return map;
  for (const [, first, entries] of stream.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
    [...entries!.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach(([, units], i) => {
      const codeUnits = units!.split(' ').map((unit) => parseInt(unit, 16));
      map.set(parseInt(first!, 16) + i, String.fromCharCode(...codeUnits));
    });
  }
  return map;
}

const decodeGlyphs = (hex: string, toUnicode: Map<number, string>): string =>
  (hex.match(/.{4}/g) ?? []).map((glyph) => toUnicode.get(parseInt(glyph, 16)) ?? '\uFFFD').join('');
