import { useLingui } from '@lingui/react/macro';
import type { DetectorRecordFlag } from '@fleetcheck/contracts';
import './expiry.css';

/** What was wrong with the detector when a test was taken, as the record keeps it: on the card and in the detail. */
export function DetectorFlags({ flags }: { readonly flags: readonly DetectorRecordFlag[] }) {
  const { t } = useLingui();
  if (flags.length === 0) return null;
  const label: Record<DetectorRecordFlag, string> = {
    under_maintenance: t`Detector under maintenance`,
    check_overdue: t`Detector's weekly check overdue`,
    usage_limit_passed: t`Detector past its usage limit date`,
  };
  return (
    <ul className="result-card__detector-flags" aria-label={t`What was wrong with the detector`}>
      {flags.map((flag) => (
        <li key={flag} className="expiry--expiring" data-flag={flag}>
          {label[flag]}
        </li>
      ))}
    </ul>
  );
}
