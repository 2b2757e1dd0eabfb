import { downloadFile } from '../../../api/downloadFile';
import type { AppServices } from '../../../session/services';

export type CsvExport = 'test-result' | 'notification';

/** The query of a CSV export: the dashboard's filters (the notification export reads only the dates). */
export type CsvQuery = Readonly<Record<string, string | number>>;

export function csvUrl(kind: CsvExport, query: CsvQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') params.set(key, String(value));
  return `/${kind}/csv?${params.toString()}`;
}

/** Downloads an export with the dashboard's filters. */
export function downloadCsv(services: Pick<AppServices, 'api'>, kind: CsvExport, query: CsvQuery): Promise<void> {
  return downloadFile(services, csvUrl(kind, query), `${kind}.csv`);
}
