import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SubscriptionSnapshot } from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';
import { downloadFile } from '../../../api/downloadFile';
import { formatYen } from '../../../i18n/format';
import { useServices } from '../../../session/ServicesContext';
import { subscriptionHistoryQuery } from '../api/auditApi';
import { RecordChainVerificationSection } from './RecordChainVerificationSection';
import { HISTORY_FIELDS, changedFields, fieldValue, type HistoryField, type HistoryRow } from '../model/historyRows';
import { useHistoryWords } from '../hooks/useHistoryWords';
import { useRecordAuditorPage } from '../hooks/useRecordAuditorPage';
import { AuditFilter, AuditTable } from './AuditTable';
import './audit.css';

interface SubscriptionHistoryPageProps {
  readonly companyId: string;
  /** 'YYYY-MM-DDTHH:mm' on the Japan clock: replay up to that instant. */
  readonly asOf: string | undefined;
  readonly onAsOfChange: (asOf: string | undefined) => void;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The instant a Japan wall-clock 'YYYY-MM-DDTHH:mm' names (the end of that minute), or undefined. */
export function asOfInstant(asOf: string | undefined): string | undefined {
  const match = asOf ? WALL_CLOCK.exec(asOf) : null;
  return match ? new Date(Date.parse(businessInstant(match[1]!, match[2]!)) + 59_999).toISOString() : undefined;
}

const when = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** A company's subscription, change by change (before and after, changed fields highlighted), and replayed to an instant. */
export function SubscriptionHistoryPage({ companyId, asOf, onAsOfChange }: SubscriptionHistoryPageProps) {
  const { t, i18n } = useLingui();
  const services = useServices();
  const { api } = services;
  const instant = asOfInstant(asOf);
  const history = useQuery(subscriptionHistoryQuery(api, companyId, instant));
  const [picked, setPicked] = useState(asOf ?? '');
  const [exportFailed, setExportFailed] = useState(false);
  useRecordAuditorPage(`/admin/audit/companies/${companyId}${asOf ? `?asOf=${asOf}` : ''}`, companyId);

  const words = useHistoryWords();
  const labels = words.fields;
  const show = (field: HistoryField, snapshot: SubscriptionSnapshot | null) => {
    const value = fieldValue(snapshot, field);
    if (value === null) return '–';
    return field === 'totalAmount' ? formatYen(value) : words.value(field, value);
  };

  /**
   * The timeline as a CSV or a PDF made by the server in the page's language (issue 22 items 2 and 3); the server
   * records an auditor's export.
   */
  const exportFile = async (format: 'csv' | 'pdf') => {
    const query = new URLSearchParams({
      format,
      language: i18n.locale === 'en' ? 'en' : 'ja',
      ...(instant ? { asOf: instant } : {}),
    });
    const name = `subscription-history-${companyId}${asOf ? `-as-of-${asOf.replace(':', '')}` : ''}.${format}`;
    setExportFailed(false);
    try {
      await downloadFile(services, `/admin/company/${encodeURIComponent(companyId)}/subscription-history?${query.toString()}`, name);
    } catch {
      setExportFailed(true);
    }
  };

  const entries: HistoryRow[] = history.data?.data.entries ?? [];
  const state = history.data?.data.state ?? null;
  const invoices = history.data?.data.invoices ?? [];
  return (
    <section className="audit" aria-labelledby="audit-history">
      <p>
        <Link to="/admin/audit/companies">
          <Trans>Back to the companies</Trans>
        </Link>
      </p>
      <h2 id="audit-history" className="audit__title">
        <Trans>Company ID</Trans> <span className="audit__id">{companyId}</span>
      </h2>
      <AuditFilter
        onSubmit={() => {
          onAsOfChange(WALL_CLOCK.test(picked) ? picked : undefined);
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>State as of (Japan time)</Trans>
          </span>
          <input
            className="field__input"
            type="datetime-local"
            name="asOf"
            value={picked}
            onChange={(event) => setPicked(event.target.value)}
          />
        </label>
        <button type="submit" className="button">
          <Trans>Replay</Trans>
        </button>
        {asOf && (
          <button type="button" className="button" onClick={() => (setPicked(''), onAsOfChange(undefined))}>
            <Trans>Show everything</Trans>
          </button>
        )}
        <button type="button" className="button" onClick={() => void exportFile('csv')} disabled={entries.length === 0}>
          <Trans>Export CSV</Trans>
        </button>
        <button type="button" className="button" onClick={() => void exportFile('pdf')} disabled={!history.data}>
          <Trans>Export PDF</Trans>
        </button>
      </AuditFilter>
      {exportFailed && (
        <p role="alert">
          <Trans>The file could not be downloaded.</Trans>
        </p>
      )}
      {history.isError && (
        <p role="alert">
          <Trans>No subscription history for this company (or you may not audit it).</Trans>
        </p>
      )}
      {history.data && (
        <section aria-labelledby="audit-state">
          <h3 id="audit-state" className="audit__title">
            {asOf ? <Trans>State as of {asOf.replace('T', ' ')}</Trans> : <Trans>Current state</Trans>}
          </h3>
          {state ? (
            <dl className="audit__state" data-testid="audit-state">
              {HISTORY_FIELDS.map((field) => (
                <div key={field} style={{ display: 'contents' }}>
                  <dt>{labels[field]}</dt>
                  <dd>{show(field, state)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>
              <Trans>No subscription yet at that time.</Trans>
            </p>
          )}
          <h4 className="audit__title">
            <Trans>Invoices</Trans>
          </h4>
          {invoices.length > 0 ? (
            <ul data-testid="audit-invoices">
              {invoices.map((invoice) => (
                <li key={invoice.invoiceId}>{words.invoice(invoice)}</li>
              ))}
            </ul>
          ) : (
            <p>
              <Trans>No invoice yet at that time.</Trans>
            </p>
          )}
        </section>
      )}
      {entries.length > 0 && (
        <AuditTable
          testId="audit-timeline"
          columns={[t`When (Japan time)`, t`Who`, t`On behalf (admin)`, t`Change`, t`Amount paid`, t`Before and after`]}
        >
          {entries.map((entry, index) => {
            const changed = new Set(changedFields(entry));
            const onBehalfOf = words.onBehalf(entry);
            return (
              <tr key={`${entry.at}-${index}`}>
                <td>{when(entry.at)}</td>
                <td>{words.who(entry)}</td>
                <td>{onBehalfOf || '–'}</td>
                <td title={entry.type}>{words.event(entry.type)}</td>
                <td>{formatYen(entry.amountPaid)}</td>
                <td>
                  {entry.invoice ? (
                    words.invoice(entry.invoice)
                  ) : (
                    <ul className="audit__changes">
                      {HISTORY_FIELDS.map((field) => (
                        <li key={field} className={changed.has(field) ? 'audit__changed' : undefined}>
                          {labels[field]}: {show(field, entry.before)} » {show(field, entry.after)}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              </tr>
            );
          })}
        </AuditTable>
      )}
      <RecordChainVerificationSection companyId={companyId} />
    </section>
  );
}
