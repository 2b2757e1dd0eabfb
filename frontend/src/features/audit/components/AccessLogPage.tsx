import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccessLogChange } from '@fleetcheck/contracts';
import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';
import { useServices } from '../../../session/ServicesContext';
import { PeriodFields } from './PeriodFields';
import { accessLogQuery, auditCompaniesQuery, type AccessLogFilter } from '../api/auditApi';
import { useRecordAuditorPage } from '../hooks/useRecordAuditorPage';
import { useChangeWords } from '../hooks/useChangeWords';
import { AuditFilter, AuditTable } from './AuditTable';
import './audit.css';

interface AccessLogPageProps {
  readonly filter: AccessLogFilter;
  readonly onFilterChange: (filter: AccessLogFilter) => void;
}

const when = (iso: string) => {
  const { date, time } = businessDateTime(iso);
  return `${date} ${time}`;
};

/** The query string of a filter, as the page records it for admins (`company`, `from`, `to`). */
const searchOf = (filter: AccessLogFilter) => {
  const params = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1])));
  return params.size ? `?${params.toString()}` : '';
};

function ChangeList({ changes }: { readonly changes: readonly AccessLogChange[] }) {
  const words = useChangeWords();
  if (changes.length === 0) return <Trans>No changes</Trans>;
  return (
    <ul className="audit__changes">
      {changes.map((change, index) => (
        <li key={`${change.at}-${index}`} data-event-type={change.eventType}>
          {when(change.at)} {words(change.eventType)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Issue 22 item 4: every session an admin opened on a company's behalf (which admin, which company, from when
 * to when, what it changed) and every change an admin made, filtered by company and by a period of Japan days.
 */
export function AccessLogPage({ filter, onFilterChange }: AccessLogPageProps) {
  const { t } = useLingui();
  const { api } = useServices();
  const words = useChangeWords();
  const companies = useQuery(auditCompaniesQuery(api));
  const log = useQuery(accessLogQuery(api, filter));
  const [company, setCompany] = useState(filter.company ?? '');
  const [from, setFrom] = useState(filter.from ?? '');
  const [to, setTo] = useState(filter.to ?? '');
  useRecordAuditorPage(`/admin/audit/access-log${searchOf(filter)}`, filter.company ?? null);

  const sessions = log.data?.data.sessions ?? [];
  const changes = log.data?.data.changes ?? [];
  return (
    <section className="audit" aria-labelledby="access-log-title">
      <h2 id="access-log-title" className="audit__title">
        <Trans>Access log</Trans>
      </h2>
      <AuditFilter
        onSubmit={() => {
          onFilterChange({ company: company || undefined, from: from || undefined, to: to || undefined });
        }}
      >
        <label className="field">
          <span className="field__label">
            <Trans>Company</Trans>
          </span>
          <select className="field__input" name="company" value={company} onChange={(event) => setCompany(event.target.value)}>
            <option value="">
              <Trans>All companies</Trans>
            </option>
            {(companies.data?.data ?? []).map((c) => (
              <option key={c._id} value={c._id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <PeriodFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
        <button type="submit" className="button">
          <Trans>Show</Trans>
        </button>
      </AuditFilter>
      {log.isError && (
        <p role="alert">
          <Trans>The access log could not be loaded (or you may not audit this company).</Trans>
        </p>
      )}
      {log.data?.data.truncated && (
        <p role="status">
          <Trans>Only the newest entries are shown: choose a shorter period.</Trans>
        </p>
      )}
      {log.data && (
        <>
          <h3 className="audit__title">
            <Trans>Sessions on a company's behalf</Trans>
          </h3>
          {sessions.length === 0 ? (
            <p>
              <Trans>No session on a company's behalf in this period.</Trans>
            </p>
          ) : (
            <div className="table-scroll">
              <AuditTable
                testId="access-log-sessions"
                columns={[t`Admin`, t`Company`, t`From (Japan time)`, t`To (Japan time)`, t`What was changed`]}
              >
                {sessions.map((session) => (
                  <tr key={session.sessionId}>
                    <td>{session.adminName}</td>
                    <td>{session.companyName ?? t`A deleted company`}</td>
                    <td>{when(session.startedAt)}</td>
                    <td>{session.endedAt ? when(session.endedAt) : <Trans>Open (expires {when(session.expiresAt)})</Trans>}</td>
                    <td>
                      <ChangeList changes={session.changes} />
                    </td>
                  </tr>
                ))}
              </AuditTable>
            </div>
          )}
          <h3 className="audit__title">
            <Trans>Changes by admins</Trans>
          </h3>
          {changes.length === 0 ? (
            <p>
              <Trans>No change by an admin in this period.</Trans>
            </p>
          ) : (
            <div className="table-scroll">
              <AuditTable testId="access-log-changes" columns={[t`When (Japan time)`, t`Admin`, t`Company`, t`Where`, t`Change`]}>
                {changes.map((change, index) => (
                  <tr key={`${change.at}-${index}`}>
                    <td>{when(change.at)}</td>
                    <td>{change.adminName}</td>
                    <td>{change.companyName ?? (change.companyId ? t`A deleted company` : '–')}</td>
                    <td>{change.onBehalf ? <Trans>On the company's behalf</Trans> : <Trans>Admin pages</Trans>}</td>
                    <td data-event-type={change.eventType}>{words(change.eventType)}</td>
                  </tr>
                ))}
              </AuditTable>
            </div>
          )}
        </>
      )}
    </section>
  );
}
