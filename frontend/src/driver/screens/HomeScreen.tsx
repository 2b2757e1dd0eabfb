import { Trans, useLingui } from '@lingui/react/macro';
import type { DriverHome } from '../api/driverAppApi';
import type { QueuedCheck } from '../queue/checkQueue';
import { confirmationLabels, driverErrorDescriptor, japanDateTime, japanTime, timingLabels } from '../i18n/driverTexts';
import { DRIVER_PATHS, navigate, useOnline } from '../navigation';
import type { CheckTiming } from '../../machines/driver-check/checkDraft';
import { DriverHeader } from './DriverHeader';
import { MonthChecks } from './MonthChecks';

/**
 * Issue 34 item 1: today's before/after status, the reminder, the way to a new check, the driver's own checks.
 * `home` undefined: still on its way; the buttons show at once, today's figures once it has come.
 */
export function HomeScreen({
  home,
  stale,
  queued,
  name,
  onSignOut,
}: {
  readonly home: DriverHome | undefined;
  readonly stale: boolean;
  readonly queued: readonly QueuedCheck[];
  readonly name: string;
  readonly onSignOut: () => void;
}) {
  const { i18n } = useLingui();
  const online = useOnline();
  const dueAt = home?.reminder.dueAt ? japanTime(home.reminder.dueAt, i18n.locale) : '';
  const doneToday = (timing: CheckTiming) =>
    home?.today.checks.some((check) => check.timing === timing) || queued.some((check) => check.timing === timing && !check.refused);
  return (
    <main className="driver-page">
      <DriverHeader name={home ? `${home.driver.lastName} ${home.driver.firstName}`.trim() : name} onSignOut={onSignOut} />
      {(!online || stale) && (
        <p className="driver-notice driver-notice--offline" role="status">
          <Trans>Offline: checks are kept on this phone and sent when the network returns.</Trans>
        </p>
      )}
      {home?.reminder.show && !doneToday('before_driving') && (
        <p className="driver-notice driver-notice--reminder" role="alert">
          {home.reminder.dueAt ? (
            <Trans>Your before-driving check was due at {dueAt}. Take it now.</Trans>
          ) : (
            <Trans>Your before-driving check is due. Take it now.</Trans>
          )}
        </p>
      )}
      <section className="driver-card" aria-labelledby="today-title">
        <h1 id="today-title">
          <Trans>Today's checks</Trans>
        </h1>
        {home ? (
          <ul className="driver-status">
            {(['before_driving', 'after_driving'] as const).map((timing) => (
              <li key={timing} className={doneToday(timing) ? 'driver-status--done' : 'driver-status--missing'}>
                <span>{i18n._(timingLabels[timing])}</span>
                <strong>{doneToday(timing) ? <Trans>Done</Trans> : <Trans>Not yet</Trans>}</strong>
              </li>
            ))}
          </ul>
        ) : (
          <p className="driver-hint" aria-busy="true">
            <Trans>Loading…</Trans>
          </p>
        )}
        <button
          type="button"
          className="driver-button driver-button--primary driver-button--large"
          onClick={() => navigate(DRIVER_PATHS.check)}
        >
          <Trans>Take a check</Trans>
        </button>
        <button type="button" className="driver-button driver-button--large" onClick={() => navigate(DRIVER_PATHS.inspection)}>
          <Trans>Daily vehicle inspection</Trans>
        </button>
      </section>
      {queued.length > 0 && (
        <section className="driver-card" aria-labelledby="queued-title">
          <h2 id="queued-title">
            <Trans>Waiting to be sent</Trans>
          </h2>
          <ul className="driver-list">
            {queued.map((check) => (
              <li key={check.id}>
                <span>
                  {i18n._(timingLabels[check.timing])} · {japanDateTime(check.phoneTime, i18n.locale)}
                </span>
                {check.offline && (
                  <span className="driver-tag">
                    <Trans>Offline</Trans>
                  </span>
                )}
                {check.refused ? (
                  <span className="driver-error">{i18n._(driverErrorDescriptor(check.refused))}</span>
                ) : (
                  <span className="driver-tag driver-tag--queued">
                    <Trans>Queued</Trans>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="driver-card" aria-labelledby="recent-title">
        <h2 id="recent-title">
          <Trans>Your checks today</Trans>
        </h2>
        {!home ? null : home.today.checks.length > 0 ? (
          <ul className="driver-list">
            {home.today.checks.map((check) => (
              <li key={check.id}>
                <span>
                  {i18n._(timingLabels[check.timing])} · {japanDateTime(check.testedAt, i18n.locale)} · {check.result.toFixed(3)} mg/l
                </span>
                {check.offline && (
                  <span className="driver-tag">
                    <Trans>Offline</Trans>
                  </span>
                )}
                {check.failed && (
                  <span className="driver-tag driver-tag--danger">
                    <Trans>Alcohol detected</Trans>
                  </span>
                )}
                <span className="driver-tag">{i18n._(confirmationLabels[check.confirmationStatus])}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="driver-hint">
            <Trans>No check sent today yet.</Trans>
          </p>
        )}
      </section>
      <MonthChecks />
    </main>
  );
}
