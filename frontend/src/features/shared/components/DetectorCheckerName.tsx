import { useLingui } from '@lingui/react/macro';
import type { DetectorChecker } from '@fleetcheck/contracts';
import './expiry.css';

/**
 * A detector's assigned 確認者 in its list (issue 33): their name now, "Not assigned" when none is, and a warning
 * when they are no longer a manager (the detector's uploads then name no checker and are listed as incomplete).
 */
export function DetectorCheckerName({ checker }: { readonly checker: DetectorChecker | null }) {
  const { t } = useLingui();
  if (!checker) return <span data-checker="none">{t`Not assigned`}</span>;
  const name = checker.name;
  if (!checker.stillManager)
    return (
      <span className="expiry--expiring" data-checker="no-longer-manager">
        {t`${name} (no longer a manager)`}
      </span>
    );
  return <span data-checker={checker.managerId}>{name}</span>;
}
