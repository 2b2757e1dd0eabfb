import { downloadFile } from '../../../api/downloadFile';
import type { AppServices } from '../../../session/services';

export interface InspectionRecordRequest {
  /** 'YYYY-MM'. */
  readonly month: string;
  /** One office's id, or undefined for the whole company. */
  readonly office: string | undefined;
  readonly format: 'pdf' | 'csv';
  readonly language: 'ja' | 'en';
}

/** GET /vehicle-inspection/record: the month's daily inspection record (日常点検記録簿) of an office or the company. */
export const inspectionRecordPath = ({ month, office, format, language }: InspectionRecordRequest): string => {
  const query = new URLSearchParams({ month, format, language });
  if (office) query.set('office', office);
  return `/vehicle-inspection/record?${query.toString()}`;
};

/** Downloads the record under the server's name (the office and the month). */
export const downloadInspectionRecord = (services: Pick<AppServices, 'api'>, request: InspectionRecordRequest): Promise<void> =>
  downloadFile(services, inspectionRecordPath(request), `daily-inspection-record_${request.month}.${request.format}`);
