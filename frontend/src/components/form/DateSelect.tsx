import { useId } from 'react';
import { useLingui } from '@lingui/react/macro';
import { daysInMonth, monthOptions, type YearMonthDay, type YearRange } from '@fleetcheck/contracts';
import { yearOptions } from '../../i18n/era';
import { useLanguage } from '../../i18n/useLanguage';
import { FieldError } from './FieldError';

interface DateSelectProps {
  readonly label: string;
  readonly range: YearRange;
  readonly value: YearMonthDay;
  readonly onChange: (value: YearMonthDay) => void;
  /** Car production has no day. */
  readonly withDay?: boolean;
  readonly errorKey?: string;
  readonly required?: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Year (with Japanese era labels), month and day selects; the day list follows the chosen month. */
export function DateSelect({ label, range, value, onChange, withDay = true, errorKey, required }: DateSelectProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const errorId = `${useId()}-error`;
  const days = value.y && value.m ? daysInMonth(Number(value.y), Number(value.m)) : 31;
  const set = (part: keyof YearMonthDay) => (next: string) => {
    const updated = { ...value, [part]: next };
    // A day past the end of the newly chosen month is dropped rather than kept invalid.
    if (updated.y && updated.m && Number(updated.d) > daysInMonth(Number(updated.y), Number(updated.m))) updated.d = '';
    onChange(updated);
  };
  const common = {
    className: 'field__input',
    'aria-invalid': errorKey ? true : undefined,
    'aria-describedby': errorKey ? errorId : undefined,
  } as const;
  return (
    <fieldset className={`field field--date${errorKey ? ' has-error' : ''}`}>
      <legend className="field__label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </legend>
      <div className="date-select">
        <select {...common} aria-label={t`${label}: year`} value={value.y} onChange={(e) => set('y')(e.target.value)}>
          <option value="">{t`Year`}</option>
          {yearOptions(range.from, range.to, language).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <select {...common} aria-label={t`${label}: month`} value={value.m} onChange={(e) => set('m')(e.target.value)}>
          <option value="">{t`Month`}</option>
          {monthOptions().map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        {withDay && (
          <select {...common} aria-label={t`${label}: day`} value={value.d} onChange={(e) => set('d')(e.target.value)}>
            <option value="">{t`Day`}</option>
            {Array.from({ length: days }, (_, i) => pad(i + 1)).map((day) => (
              <option key={day} value={day}>
                {day}
              </option>
            ))}
          </select>
        )}
      </div>
      <FieldError id={errorId} errorKey={errorKey} />
    </fieldset>
  );
}

/** The first error of a date field: its own, or one of its parts'. */
export function dateError(errors: Partial<Record<string, string>>, field: string): string | undefined {
  return (
    errors[field] ??
    errors[`${field}.y`] ??
    errors[`${field}.m`] ??
    errors[`${field}.d`] ??
    errors[`${field}.year`] ??
    errors[`${field}.month`]
  );
}
