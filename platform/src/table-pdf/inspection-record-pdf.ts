import type { Writable } from 'node:stream';
import { inspectionRecordColumns, inspectionRecordWords, type InspectionRecordRow, type Language } from '@fleetcheck/contracts';
import { writeTablePdf } from './table-pdf';

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

const rowCountWords = { ja: (count: number) => `${count} 行`, en: (count: number) => `${count} rows` } as const;

/**
 * The month's daily inspection record (日常点検記録簿) as an A4 landscape PDF, laid out as the record book is: a
 * header with company, office and month on every page, one row per inspected item (or per day not inspected),
 * written out page by page as the rows come.
 */
export async function writeInspectionRecordPdf(
  request: InspectionRecordRequest,
  rows: AsyncIterable<readonly InspectionRecordRow[]> | Iterable<readonly InspectionRecordRow[]>,
  out: Writable,
): Promise<void> {
  const { language } = request;
  const separator = language === 'ja' ? ' ／ ' : ' / ';
  const office = request.officeName ?? inspectionRecordWords.allOffices[language];
  await writeTablePdf(
    {
      title: inspectionRecordWords.title[language],
      header: [request.companyName, office, request.month].join(separator),
      columns: inspectionRecordColumns({ language, japanTime: request.japanTime }).flatMap((column) =>
        column.pdfWidth === undefined ? [] : [{ label: column.header[language], width: column.pdfWidth, value: column.value }],
      ),
      batches: rows,
      footerLines: (count) => [rowCountWords[language](count)],
      pageLabel: pageWords[language],
      fontPath: request.fontPath,
    },
    out,
  );
}
