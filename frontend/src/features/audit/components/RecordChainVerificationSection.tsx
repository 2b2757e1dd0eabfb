import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, type RecordChainVerification } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { PeriodFields } from './PeriodFields';
import { auditOfficesQuery, recordChainVerificationQuery, type RecordChainPeriod } from '../api/auditApi';
import { RecordBookDownloadForm } from './RecordBookDownloadForm';
import { OfficePicker } from './OfficePicker';

type Mismatch = NonNullable<RecordChainVerification['firstMismatch']>;

const samePeriod = (a: RecordChainPeriod, b: RecordChainPeriod) => a.office === b.office && a.from === b.from && a.to === b.to;

/**
 * Issue 22 item 3: the auditor picks an office (or all) and a period (Japan business days) and has the server
 * recompute the company's check-record chain from the event store. The chain is the company's, so it is checked
 * whole: the answer is intact with the chain head (the one the exported record book of any office prints) and the
 * office's links of the period, or the first record that does not match and its office. The record book download
 * below is of the office picked here.
 */
export function RecordChainVerificationSection({ companyId }: { readonly companyId: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const [period, setPeriod] = useState<RecordChainPeriod>({ office: '', from: '', to: '' });
  const [asked, setAsked] = useState<RecordChainPeriod | null>(null);
  const verification = useQuery({
    ...recordChainVerificationQuery(api, companyId, asked ?? period),
    enabled: asked !== null,
  });
  const offices = useQuery(auditOfficesQuery(api, companyId));
  const officeName = (id: string | null) =>
    id === null ? t`no office` : (offices.data?.data.find((office) => office._id === id)?.name ?? id);
  const reasons: Record<Mismatch['reason'], string> = {
    content_changed: t`the stored record was changed after it was sealed`,
    event_missing: t`a sealed record is missing from the store`,
    link_broken: t`the chain link does not follow the one before it`,
    sequence_gap: t`chain links are missing or out of order`,
    unsealed_event: t`a record was written behind the chain without being sealed`,
  };
  const result = verification.data?.data;
  const links = result?.links ?? 0;
  const periodLinks = result?.periodLinks ?? 0;
  const scope = result?.office ? officeName(result.office) : t`all offices`;
  const mismatch = result?.firstMismatch ?? null;
  // The record as the record book names it (driver, Japan day and time); its id only where no record is kept.
  const record =
    mismatch?.driver && mismatch.date
      ? `${mismatch.driver} ${toDottedDate(mismatch.date)} ${mismatch.time ?? ''}`.trim()
      : (mismatch?.testResultId ?? '');
  const recordOffice = officeName(mismatch?.officeId ?? null);
  const seq = mismatch?.seq ?? null;
  return (
    <section aria-labelledby="audit-record-chain" data-testid="record-chain-verification">
      <h3 id="audit-record-chain" className="audit__title">
        <Trans>Verify record chain</Trans>
      </h3>
      <form
        className="audit__toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          // The same office and period asked again is recomputed again.
          if (asked && samePeriod(asked, period)) void verification.refetch();
          else setAsked(period);
        }}
      >
        <OfficePicker companyId={companyId} value={period.office} onChange={(office) => setPeriod({ ...period, office })} />
        <PeriodFields
          from={period.from}
          to={period.to}
          onFromChange={(from) => setPeriod({ ...period, from })}
          onToChange={(to) => setPeriod({ ...period, to })}
        />
        <button type="submit" className="button" disabled={verification.isFetching}>
          <Trans>Verify</Trans>
        </button>
      </form>
      {verification.isFetching && (
        <p role="status">
          <Trans>Recomputing the chain…</Trans>
        </p>
      )}
      {verification.isError && !verification.isFetching && (
        <p role="alert">
          <Trans>The record chain could not be verified (or you may not audit this company).</Trans>
        </p>
      )}
      {result && !verification.isFetching && (
        <div role="status" data-testid="record-chain-verdict">
          {result.intact ? (
            <>
              <p>
                <strong>
                  <Trans>Intact</Trans>
                </strong>{' '}
                <Trans>{links} links checked.</Trans>
              </p>
              <p>
                <Trans>Chain head</Trans> <span className="audit__id">{result.head}</span>
              </p>
            </>
          ) : (
            <p className="audit__changed">
              <Trans>Broken</Trans>{' '}
              {mismatch && (
                <>
                  <Trans>
                    First mismatching record: <span title={mismatch.testResultId}>{record}</span> ({recordOffice})
                  </Trans>{' '}
                  {seq !== null && <Trans>(link {seq})</Trans>} {reasons[mismatch.reason]}
                </>
              )}
            </p>
          )}
          <p>
            <Trans>
              Links of {scope} in the period: {periodLinks}
            </Trans>
          </p>
        </div>
      )}
      <RecordBookDownloadForm companyId={companyId} office={period.office} />
    </section>
  );
}
