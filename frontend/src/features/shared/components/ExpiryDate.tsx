import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate, type YearMonthDay } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { expiryStage, type ExpiryStage } from '@fleetcheck/domain/notification/expiry';
import { useExpiryWarningDays } from '../hooks/useExpiryWarningDays';
import './expiry.css';

/** Where a date stands today in Japan, by the rule and the window (EXPIRY_WARNING_DAYS) the alerts are raised with. */
const expiryStageToday = (date: string | null | undefined, warningDays: number): ExpiryStage | undefined =>
  expiryStage(businessDay(new Date()), date, warningDays);

const stageClass = (stage: ExpiryStage) => (stage === 'EXPIRED' ? 'expiry--expired' : 'expiry--expiring');

/** A licence, inspection or insurance date in a list: red once past, amber within the warning days, named for screen readers. */
export function ExpiryDate({ date }: { readonly date: string | null | undefined }) {
  const { t } = useLingui();
  const stage = expiryStageToday(date, useExpiryWarningDays());
  const shown = toDottedDate(date);
  if (!stage) return <>{shown}</>;
  return (
    <span className={stageClass(stage)} data-expiry={stage.toLowerCase()}>
      {shown}
      <span className="visually-hidden"> ({stage === 'EXPIRED' ? t`expired` : t`expiring soon`})</span>
    </span>
  );
}

/** What the red and amber dates of a list mean. */
export function ExpiryLegend() {
  const days = useExpiryWarningDays();
  return (
    <p className="expiry-legend">
      <span>
        <span className="expiry-legend__mark expiry--expired" aria-hidden="true" />
        <span className="expiry--expired">
          <Trans>Red: expired</Trans>
        </span>
      </span>
      <span>
        <span className="expiry-legend__mark expiry--expiring" aria-hidden="true" />
        <span className="expiry--expiring">
          <Trans>Amber: expires within {days} days</Trans>
        </span>
      </span>
    </p>
  );
}

/** Under a form's date: warns, before saving, that the date is past or close (saving raises the alert at once). */
export function ExpiryWarning({ value }: { readonly value: YearMonthDay }) {
  const date = value.y && value.m && value.d ? `${value.y}-${value.m}-${value.d}` : null;
  const days = useExpiryWarningDays();
  const stage = expiryStageToday(date, days);
  if (!stage) return null;
  return (
    <p className={`expiry-warning ${stageClass(stage)}`} role="status">
      {stage === 'EXPIRED' ? (
        <Trans>This date has already passed: saving raises an expiry alert at once.</Trans>
      ) : (
        <Trans>This date is within {days} days: saving raises an expiry warning at once.</Trans>
      )}
    </p>
  );
}
