import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { downloadFile } from '../../../api/downloadFile';
import { useServices } from '../../../session/ServicesContext';
import { auditOfficesQuery } from '../api/auditApi';

/**
 * Issue 22 item 3: the month's check ledger of the company, of one office picked from the company's offices or of
 * all of them, the file that prints the chain head
 * the verification shows; what an auditor downloads is recorded for admins by the server (query-api), as every read of theirs.
 */
export function LedgerDownloadForm({ companyId }: { readonly companyId: string }) {
  const { i18n, t } = useLingui();
  const services = useServices();
  const [month, setMonth] = useState(() => businessDay(new Date()).slice(0, 7));
  const [office, setOffice] = useState('');
  const [failed, setFailed] = useState(false);
  const offices = useQuery(auditOfficesQuery(services.api, companyId));
  const language = i18n.locale === 'en' ? 'en' : 'ja';

  const download = async (format: 'pdf' | 'csv') => {
    setFailed(false);
    const name = `ledger_${month}${office ? `_${office}` : ''}.${format}`;
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
          <Trans>Ledger month</Trans>
        </span>
        <input className="field__input" type="month" name="month" value={month} onChange={(event) => setMonth(event.target.value)} />
      </label>
      <label className="field">
        <span className="field__label">
          <Trans>Office</Trans>
        </span>
        <select className="field__input" name="office" value={office} onChange={(event) => setOffice(event.target.value)}>
          <option value="">{t`All offices`}</option>
          {(offices.data?.data ?? []).map((o) => (
            <option key={o._id} value={o._id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="button" disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download('pdf')}>
        <Trans>Download ledger (PDF)</Trans>
      </button>
      <button type="button" className="button" disabled={!/^\d{4}-\d{2}$/.test(month)} onClick={() => void download('csv')}>
        <Trans>Download ledger (CSV)</Trans>
      </button>
      {failed && (
        <p role="alert">
          <Trans>The ledger could not be downloaded.</Trans>
        </p>
      )}
    </div>
  );
}
