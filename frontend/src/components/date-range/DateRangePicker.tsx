import { useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { toDottedDate } from '@fleetcheck/contracts';
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

/** The menu's breakpoint (styles.css): below it two month calendars stacked would fill the first screen. */
const NARROW = '(max-width: 767px)';
const isNarrow = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/**
 * From and To month calendars and a Search button that applies the range; From can never be after To. On a narrow
 * screen (a phone) the calendars start folded under the range they hold, so the page opens on its content.
 */
export function DateRangePicker({ dateFrom, dateTo, onSearch }: DateRangePickerProps) {
  const { t } = useLingui();
  const [calendarsOpen, setCalendarsOpen] = useState(() => !isNarrow());
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
      <details
        className="date-range-picker__calendars"
        open={calendarsOpen}
        onToggle={(event) => setCalendarsOpen(event.currentTarget.open)}
      >
        <summary className="date-range-picker__summary">
          {toDottedDate(range.dateFrom)} – {toDottedDate(range.dateTo)}
        </summary>
        <div className="date-range-picker__months">
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
        </div>
      </details>
      <button type="submit" className="button button--primary date-range-picker__search">
        <Trans>Search</Trans>
      </button>
    </form>
  );
}
