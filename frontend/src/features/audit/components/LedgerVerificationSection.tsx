import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { LedgerVerification } from '@fleetcheck/contracts';
import { useServices } from '../../../session/ServicesContext';
import { PeriodFields } from './PeriodFields';
import { ledgerVerificationQuery } from '../api/auditApi';
import { LedgerDownloadForm } from './LedgerDownloadForm';

type Mismatch = NonNullable<LedgerVerification['firstMismatch']>;

/**
 * Issue 22 item 3: the auditor picks a period (Japan business days) and has the server recompute the
 * company's check-record chain from the event store; the answer is intact with the chain head (the one the
 * exported ledger prints), or the first record that does not match.
 */
export function LedgerVerificationSection({ companyId }: { readonly companyId: string }) {
  const { t } = useLingui();
  const { api } = useServices();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [asked, setAsked] = useState<{ from: string; to: string } | null>(null);
  const verification = useQuery({
    ...ledgerVerificationQuery(api, companyId, asked?.from ?? '', asked?.to ?? ''),
    enabled: asked !== null,
  });
  const reasons: Record<Mismatch['reason'], string> = {
    content_changed: t`the stored record was changed after it was sealed`,
    event_missing: t`a sealed record is missing from the store`,
    link_broken: t`the chain link does not follow the one before it`,
    sequence_gap: t`chain links are missing or out of order`,
    unsealed_event: t`a record was written behind the chain without being sealed`,
  };
  const result = verification.data?.data;
  const links = result?.links ?? 0;
  const mismatch = result?.firstMismatch ?? null;
  const record = mismatch?.testResultId ?? '';
  const seq = mismatch?.seq ?? null;
  return (
    <section aria-labelledby="audit-ledger" data-testid="ledger-verification">
      <h3 id="audit-ledger" className="audit__title">
        <Trans>Verify ledger</Trans>
      </h3>
      <form
        className="audit__toolbar"
        onSubmit={(event) => {
          event.preventDefault();
          // The same period asked again is recomputed again.
          if (asked && asked.from === from && asked.to === to) void verification.refetch();
          else setAsked({ from, to });
        }}
      >
        <PeriodFields from={from} to={to} onFromChange={setFrom} onToChange={setTo} />
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
          <Trans>The ledger could not be verified (or you may not audit this company).</Trans>
        </p>
      )}
      {result && !verification.isFetching && (
        <div role="status" data-testid="ledger-verdict">
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
                    First mismatching record: <span className="audit__id">{record}</span>
                  </Trans>{' '}
                  {seq !== null && <Trans>(link {seq})</Trans>} {reasons[mismatch.reason]}
                </>
              )}
            </p>
          )}
        </div>
      )}
      <LedgerDownloadForm companyId={companyId} />
    </section>
  );
}
