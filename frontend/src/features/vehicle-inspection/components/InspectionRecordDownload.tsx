import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '../../../api/apiError';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { useOfficeOptions } from '../../shared/hooks/lookups';
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
  const offices = useOfficeOptions();
  const [month, setMonth] = useState(startMonth);
  const [office, setOffice] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const download = (format: InspectionRecordRequest['format']) => {
    setError(undefined);
    setPending(true);
    downloadInspectionRecord(services, { month, office, format, language })
      .catch((failure: unknown) => setError(failure instanceof ApiError ? failure : new ApiError(500, 'Errors.Internal', undefined)))
      .finally(() => setPending(false));
  };
  return (
    <fieldset className="inspection-record">
      <legend>{t`Daily inspection record`}</legend>
      <label className="field">
        <span className="field__label">{t`Month of the inspection record`}</span>
        <input
          className="field__input"
          type="month"
          value={month}
          required
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field__label">{t`Office of the inspection record`}</span>
        <select className="field__input" value={office ?? ''} onChange={(event) => setOffice(event.target.value || undefined)}>
          <option value="">{t`All offices`}</option>
          {offices.map((option) => (
            <option key={option.value} value={String(option.value)}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
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
