import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { fetchDriverChecks, type DriverCheck } from '../api/driverAppApi';
import { confirmationLabels, japanDateTime, timingLabels } from '../i18n/driverTexts';

/** The Japan month of an instant, 'YYYY-MM' (Japan is UTC+9 all year). */
const japanMonth = (now: Date) => new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 7);

type Loaded = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; checks: readonly DriverCheck[] };

/** The driver's own checks of this month, read when the driver opens the section. */
export function MonthChecks() {
  const { i18n } = useLingui();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'idle' });
  const load = () => {
    if (loaded.status === 'loading' || loaded.status === 'ready') return;
    setLoaded({ status: 'loading' });
    fetchDriverChecks(japanMonth(new Date())).then(
      (answer) => setLoaded({ status: 'ready', checks: answer.checks }),
      () => setLoaded({ status: 'failed' }),
    );
  };
  return (
    <details className="driver-card" onToggle={(event) => event.currentTarget.open && load()}>
      <summary className="driver-summary-toggle">
        <Trans>This month's checks</Trans>
      </summary>
      {loaded.status === 'loading' && (
        <p className="driver-hint" aria-busy="true">
          <Trans>Loading…</Trans>
        </p>
      )}
      {loaded.status === 'failed' && (
        <p className="driver-error" role="alert">
          <Trans>The checks could not be read. Try again when the network is back.</Trans>
        </p>
      )}
      {loaded.status === 'ready' && (
        <ul className="driver-list">
          {loaded.checks.map((check) => (
            <li key={check.id}>
              <span>
                {japanDateTime(check.testedAt, i18n.locale)} · {i18n._(timingLabels[check.timing])} · {check.result.toFixed(3)} mg/l
              </span>
              <span className="driver-tag">{i18n._(confirmationLabels[check.confirmationStatus])}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
