import { Trans } from '@lingui/react/macro';
import { PAYMENT_SCHEDULE_WORDS, PAYMENT_SCHEDULES, type PaymentSchedule } from '@fleetcheck/contracts';
import { useLanguage } from '../../../i18n/useLanguage';

interface ScheduleChoiceProps {
  readonly value: PaymentSchedule | null;
  readonly onChoose: (schedule: PaymentSchedule) => void;
}

/** The monthly/yearly radio choice; the spec offers no other schedule. */
export function ScheduleChoice({ value, onChoose }: ScheduleChoiceProps) {
  const language = useLanguage();
  return (
    <fieldset className="schedule-choice">
      <legend>
        <Trans>Payment schedule</Trans>
      </legend>
      {PAYMENT_SCHEDULES.map((schedule) => (
        <label key={schedule} className="schedule-choice__option">
          <input type="radio" name="paymentSchedule" value={schedule} checked={value === schedule} onChange={() => onChoose(schedule)} />
          {PAYMENT_SCHEDULE_WORDS[schedule][language]}
        </label>
      ))}
    </fieldset>
  );
}
