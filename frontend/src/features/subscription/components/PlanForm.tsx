import { Trans, useLingui } from '@lingui/react/macro';
import type { PaymentSchedule, PriceQuote } from '@fleetcheck/contracts';
import { canDecrement, type PlanCounts, type PlanEditEvent } from '../../../machines';
import { PlanCounter } from './PlanCounter';
import { ScheduleChoice } from './ScheduleChoice';
import { OrderDetails } from './OrderDetails';
import './subscription.css';

interface PlanFormProps {
  readonly counts: PlanCounts;
  readonly schedule: PaymentSchedule | null;
  readonly quote: PriceQuote | null;
  readonly loading: boolean;
  readonly readOnly?: boolean;
  /** After registration the schedule choice shows only while editing. */
  readonly showSchedule?: boolean;
  readonly oldCost?: number;
  /** A bank-transfer company's amount due now is transferred, not charged. */
  readonly byTransfer?: boolean;
  readonly onEdit: (event: PlanEditEvent) => void;
}

/** Plan features, the two counter cards, the schedule choice and the order details (plan and simulation). */
export function PlanForm(props: PlanFormProps) {
  const { counts, schedule, quote, loading, readOnly = false, showSchedule = true, onEdit } = props;
  const { t } = useLingui();
  return (
    <div className="plan-form">
      <div className="plan-form__main">
        <ul className="plan-form__features">
          <li>
            <Trans>Breath-alcohol checks before and after every drive, kept for a year</Trans>
          </li>
          <li>
            <Trans>Vehicle, driver and detector management with expiry alerts</Trans>
          </li>
          <li>
            <Trans>Initial setup and account setup are free</Trans>
          </li>
        </ul>
        <div className="plan-form__counters">
          {(['cars', 'devices'] as const).map((counter) => (
            <PlanCounter
              key={counter}
              counter={counter}
              label={counter === 'cars' ? t`Number of cars` : t`Number of devices`}
              value={counts[counter]}
              readOnly={readOnly}
              canDecrement={canDecrement(counts, counter, loading)}
              onEdit={onEdit}
            />
          ))}
        </div>
        {showSchedule && <ScheduleChoice value={schedule} onChoose={(next) => onEdit({ type: 'SCHEDULE.CHOOSE', schedule: next })} />}
      </div>
      <OrderDetails quote={quote} schedule={schedule} loading={loading} oldCost={props.oldCost} byTransfer={props.byTransfer} />
    </div>
  );
}
