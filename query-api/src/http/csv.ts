import type { Response } from 'express';
import { attachment } from './content-disposition';
import { toShiftJis } from './shift-jis';

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

/** UTF-8 (with a BOM) keeps every character; Shift_JIS is what older Japanese Excel and office systems read. */
export type CsvEncoding = 'utf-8' | 'shift_jis';

export interface CsvFile {
  /** The download's name (Japanese allowed: sent as RFC 5987 `filename*`). */
  name: string;
  /** The ASCII `filename` for clients that read no other; by default the name with '_' for non-ASCII. */
  asciiName?: string;
  encoding?: CsvEncoding;
}

/**
 * Streams a CSV download: UTF-8 with a BOM so that Excel detects the encoding (or Shift_JIS on request), CRLF
 * line ends, headers in the request's language. Rows come page by page and each page is written (and encoded)
 * as it comes, so large exports never sit in memory.
 */
export async function streamCsv<T>(
  res: Response,
  file: string | CsvFile,
  language: 'ja' | 'en',
  columns: readonly CsvColumn<T>[],
  pages: AsyncIterable<readonly T[]> | Iterable<readonly T[]>,
): Promise<void> {
  const { name, asciiName, encoding = 'utf-8' } = typeof file === 'string' ? { name: file } : file;
  const shiftJis = encoding === 'shift_jis';
  const write = async (text: string) => {
    if (!res.write(shiftJis ? toShiftJis(text) : text)) await new Promise((resolve) => res.once('drain', resolve));
  };
  res.setHeader('Content-Type', shiftJis ? 'text/csv; charset=Shift_JIS' : 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', attachment(name, asciiName));
  await write((shiftJis ? '' : BOM) + columns.map((c) => cell(c.header[language])).join(',') + '\r\n');
  for await (const rows of pages) await write(rows.map((row) => columns.map((c) => cell(c.value(row))).join(',') + '\r\n').join(''));
  res.end();
}
