import { useLingui } from '@lingui/react/macro';
import type { DetectorOutOfServiceReason } from '@fleetcheck/contracts';
import { outOfServiceLabels } from '../../shared/model/outOfServiceLabels';

/** A detector's standing in its list: in service, or out of service and why. */
export function DetectorStanding({ outOfService }: { readonly outOfService: DetectorOutOfServiceReason | null }) {
  const { t, i18n } = useLingui();
  if (!outOfService) return <span data-standing="in-service">{t`In service`}</span>;
  return (
    <span className="device-status--out" data-standing={outOfService}>
      {i18n._(outOfServiceLabels[outOfService])}
    </span>
  );
}
