import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { downloadFile } from '../../../api/downloadFile';
import { useServices } from '../../../session/ServicesContext';

/**
 * Issue 22 item 3: the month's record book of the company, of the office picked for the verification beside it
 * ('' : all of them), the file that prints the chain head the verification shows; what an auditor downloads is
 * recorded for admins by the server (query-api), as every read of theirs.
 */
export function RecordBookDownloadForm({ companyId, office }: { readonly companyId: string; readonly office: string }) {
  const { i18n } = useLingui();
  const services = useServices();
  const [month, setMonth] = useState(() => businessDay(new Date()).slice(0, 7));
  const [failed, setFailed] = useState(false);
  const language = i18n.locale === 'en' ? 'en' : 'ja';

  const download = async (format: 'pdf' | 'csv') => {
    setFailed(false);
    const name = `record-book_${month}${office ? `_${office}` : ''}.${format}`;
    const query = new URLSearchParams({ month, format, language, ...(office ? { office } : {}) });
    try {
      await downloadFile(services, `/audit/company/${encodeURIComponent(companyId)}/ledger-export?${query.toString()}`, name);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="audit__toolbar">
      <label className="field">
        <span className="field__label">
          <Trans>Record book month</Trans>
        </span>
        <input className="field__input" type="month" name="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      </label>
      <button type="button" className="button" disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download('pdf')}>
        <Trans>Download record book (PDF)</Trans>
      </button>
      <button type="button" className="button" disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download('csv')}>
        <Trans>Download record book (CSV)</Trans>
      </button>
      {failed && (
        <p role="alert">
          <Trans>The record book could not be downloaded.</Trans>
        </p>
      )}
    </div>
  );
}
