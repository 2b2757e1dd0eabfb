import { Trans, useLingui } from '@lingui/react/macro';
import { PAYMENT_SCHEDULES, type PaymentSchedule } from '@fleetcheck/contracts';

interface ScheduleChoiceProps {
  readonly value: PaymentSchedule | null;
  readonly onChoose: (schedule: PaymentSchedule) => void;
}

/** The monthly/yearly radio choice; the spec offers no other schedule. */
export function ScheduleChoice({ value, onChoose }: ScheduleChoiceProps) {
  const { t } = useLingui();
  const labels: Record<PaymentSchedule, string> = { monthly: t`Monthly`, yearly: t`Yearly` };
  return (
    <fieldset className="schedule-choice">
      <legend>
        <Trans>Payment schedule</Trans>
      </legend>
      {PAYMENT_SCHEDULES.map((schedule) => (
        <label key={schedule} className="schedule-choice__option">
          <input type="radio" name="paymentSchedule" value={schedule} checked={value === schedule} onChange={() => onChoose(schedule)} />
          {labels[schedule]}
        </label>
      ))}
    </fieldset>
  );
}
