import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { MonthOfficeFields } from '../../shared/components/MonthOfficeFields';
import { useFileDownload } from '../../shared/hooks/useFileDownload';
import { downloadInspectionRecord, type InspectionRecordRequest } from '../api/inspectionRecordApi';

interface InspectionRecordDownloadProps {
  /** Where the month picker starts ('YYYY-MM'): this month. */
  readonly month: string;
}

/**
 * The month's daily inspection record (日常点検記録簿) of one office or the whole company, as a PDF or a CSV: each
 * vehicle's days, each item's result, who inspected, the faults and who cleared them when (issue 37 item 2).
 */
export function InspectionRecordDownload({ month: startMonth }: InspectionRecordDownloadProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const language = useLanguage();
  const [month, setMonth] = useState(startMonth);
  const [office, setOffice] = useState<string | undefined>();
  const { pending, error, run } = useFileDownload();
  const download = (format: InspectionRecordRequest['format']) =>
    run(() => downloadInspectionRecord(services, { month, office, format, language }));
  return (
    <fieldset className="inspection-record">
      <legend>{t`Daily inspection record`}</legend>
      <MonthOfficeFields
        month={month}
        onMonth={setMonth}
        office={office}
        onOffice={setOffice}
        monthLabel={t`Month of the inspection record`}
        officeLabel={t`Office of the inspection record`}
      />
      <button type="button" className="button" disabled={pending} onClick={() => download('pdf')}>
        <Trans>Inspection record (PDF)</Trans>
      </button>
      <button type="button" className="button" disabled={pending} onClick={() => download('csv')}>
        <Trans>Inspection record (CSV)</Trans>
      </button>
      {error && (
        <p className="field__error" role="alert">
          {i18n._(errorDescriptor(error.key))}
        </p>
      )}
    </fieldset>
  );
}
