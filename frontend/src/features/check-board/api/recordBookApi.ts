import type { AppServices } from '../../../session/services';
import { downloadFile } from '../../../api/downloadFile';

export interface RecordBookRequest {
  /** 'YYYY-MM'. */
  readonly month: string;
  /** One office's id, or undefined for the whole company. */
  readonly office: string | undefined;
  readonly format: 'pdf' | 'csv';
  /** The CSV's encoding: UTF-8 keeps every character, Shift_JIS is what older Japanese Excel reads. */
  readonly encoding: 'utf-8' | 'shift_jis';
  readonly language: 'ja' | 'en';
}

/** GET /test-result/ledger: the month's record book (記録簿) of an office or the company, as a PDF or CSV. */
export const recordBookPath = ({ month, office, format, encoding, language }: RecordBookRequest): string => {
  const query = new URLSearchParams({ month, format, language });
  if (office) query.set('office', office);
  if (format === 'csv' && encoding !== 'utf-8') query.set('encoding', encoding);
  return `/test-result/ledger?${query.toString()}`;
};

/** Downloads the record book under the server's name (the office and the month). */
export const downloadRecordBook = (services: Pick<AppServices, 'api'>, request: RecordBookRequest): Promise<void> =>
  downloadFile(services, recordBookPath(request), `record-book_${request.month}.${request.format}`);
