import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { errorDescriptor } from '../../../i18n/errorMessages';
import { useLanguage } from '../../../i18n/useLanguage';
import { useServices } from '../../../session/ServicesContext';
import { MonthOfficeFields } from '../../shared/components/MonthOfficeFields';
import { useFileDownload } from '../../shared/hooks/useFileDownload';
import { downloadRecordBook, type RecordBookRequest } from '../api/recordBookApi';

interface RecordBookDownloadProps {
  /** The month and office the board shows: where the pickers start. */
  readonly month: string;
  readonly office: string | undefined;
}

/**
 * The record book (記録簿) of a month, of one office or the whole company, as a PDF or a CSV (UTF-8 or Shift_JIS):
 * the file a company shows the police or an auditor (issue 33 item 3).
 */
export function RecordBookDownload({ month: boardMonth, office: boardOffice }: RecordBookDownloadProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const language = useLanguage();
  const [month, setMonth] = useState(boardMonth);
  const [office, setOffice] = useState(boardOffice);
  const [encoding, setEncoding] = useState<RecordBookRequest['encoding']>('utf-8');
  const { pending, error, run } = useFileDownload();
  const download = (format: RecordBookRequest['format']) =>
    run(() => downloadRecordBook(services, { month, office, format, encoding, language }));
  return (
    <fieldset className="record-book">
      <legend>{t`Record book`}</legend>
      <MonthOfficeFields
        month={month}
        onMonth={setMonth}
        office={office}
        onOffice={setOffice}
        monthLabel={t`Month`}
        officeLabel={t`Office of the record book`}
      />
      <label className="field">
        <span className="field__label">{t`CSV encoding`}</span>
        <select
          className="field__input"
          value={encoding}
          onChange={(event) => setEncoding(event.target.value as RecordBookRequest['encoding'])}
        >
          <option value="utf-8">{t`UTF-8 (every character)`}</option>
          <option value="shift_jis">{t`Shift_JIS (older Excel)`}</option>
        </select>
      </label>
      <button type="button" className="button" disabled={pending} onClick={() => download('pdf')}>
        <Trans>Record book (PDF)</Trans>
      </button>
      <button type="button" className="button" disabled={pending} onClick={() => download('csv')}>
        <Trans>Record book (CSV)</Trans>
      </button>
      {error && (
        <p className="field__error" role="alert">
          {i18n._(errorDescriptor(error.key))}
        </p>
      )}
    </fieldset>
  );
}
