import { Trans } from '@lingui/react/macro';
import type { CheckOutcome } from '../../machines/driver-check/checkMachine';
import { livePath, navigate } from '../navigation';
import { BackToStartButton } from './BackToStartButton';

/** After the send: a clear do-not-drive screen when alcohol was found; otherwise the check awaits a manager. */
export function CheckResult({
  outcome,
  reading,
  officePhone,
}: {
  readonly outcome: CheckOutcome;
  readonly reading: string;
  readonly officePhone?: string | null;
}) {
  const queuedNote =
    outcome.delivery === 'queued' ? (
      <p className="driver-notice driver-notice--offline" role="status">
        <Trans>No network: the check is kept on this phone and sent as soon as the network returns.</Trans>
      </p>
    ) : null;
  if (outcome.failed)
    return (
      <main className="driver-page driver-page--danger" aria-labelledby="result-title">
        <h1 id="result-title" className="driver-result__title">
          <Trans>Do not drive</Trans>
        </h1>
        <p className="driver-result__text" role="alert">
          <Trans>Alcohol was detected ({reading} mg/l). Do not drive. Call your office now.</Trans>
        </p>
        {officePhone && (
          <a className="driver-button driver-button--large" href={`tel:${officePhone}`}>
            <Trans>Call the office</Trans>
          </a>
        )}
        {queuedNote}
        <BackToStartButton secondary />
      </main>
    );
  return (
    <main className="driver-page" aria-labelledby="result-title">
      <section className="driver-card">
        <h1 id="result-title" className="driver-result__title">
          <Trans>Check recorded</Trans>
        </h1>
        <p className="driver-result__text" role="status">
          <Trans>No alcohol detected. The check is awaiting confirmation by a manager.</Trans>
        </p>
        {queuedNote}
        {outcome.recordId && (
          <>
            <button
              type="button"
              className="driver-button driver-button--primary driver-button--large"
              onClick={() => navigate(livePath(outcome.recordId!))}
            >
              <Trans>Call my manager</Trans>
            </button>
            <button type="button" className="driver-button" onClick={() => navigate(livePath(outcome.recordId!, true))}>
              <Trans>Enter a code from my manager</Trans>
            </button>
          </>
        )}
        <BackToStartButton secondary={Boolean(outcome.recordId)} />
      </section>
    </main>
  );
}
