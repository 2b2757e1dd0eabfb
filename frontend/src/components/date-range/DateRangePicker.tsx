import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { MonthCalendar } from './MonthCalendar';
import './dateRangePicker.css';

export interface DateRange {
  readonly dateFrom: string;
  readonly dateTo: string;
}

interface DateRangePickerProps extends DateRange {
  /** Called with the chosen range when Search is pressed. */
  readonly onSearch: (range: DateRange) => void;
}

/** From and To month calendars and a Search button that applies the range; From can never be after To. */
export function DateRangePicker({ dateFrom, dateTo, onSearch }: DateRangePickerProps) {
  const { t } = useLingui();
  const [range, setRange] = useState<DateRange>({ dateFrom, dateTo });
  const [shown, setShown] = useState<DateRange>({ dateFrom, dateTo });
  // A new range from outside (back button, reset) replaces what was being edited.
  if (shown.dateFrom !== dateFrom || shown.dateTo !== dateTo) {
    setShown({ dateFrom, dateTo });
    setRange({ dateFrom, dateTo });
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(range);
  };
  return (
    <form className="date-range-picker" onSubmit={submit} role="search" aria-label={t`Date range`}>
      <MonthCalendar
        label={t`From date`}
        value={range.dateFrom}
        max={range.dateTo}
        onSelect={(day) => setRange((current) => ({ ...current, dateFrom: day }))}
      />
      <MonthCalendar
        label={t`To date`}
        value={range.dateTo}
        min={range.dateFrom}
        onSelect={(day) => setRange((current) => ({ ...current, dateTo: day }))}
      />
      <button type="submit" className="button button--primary date-range-picker__search">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
