import type { Response } from 'express';

const BOM = '\uFEFF';

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Cells starting with = + - @ would run as formulas in Excel: prefix them (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export interface CsvColumn<T> {
  header: { ja: string; en: string };
  value(row: T): unknown;
}

/**
 * Streams a CSV download: UTF-8 with a BOM so that Excel detects the encoding, CRLF line ends, headers in
 * the request's language. Rows come page by page so large exports never sit in memory.
 */
export async function streamCsv<T>(
  res: Response,
  fileName: string,
  language: 'ja' | 'en',
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.write(BOM + columns.map((c) => cell(c.header[language])).join(',') + '\r\n');
  for await (const rows of pages) {
    const chunk = rows.map((row) => columns.map((c) => cell(c.value(row))).join(',') + '\r\n').join('');
    if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
  }
  res.end();
}
