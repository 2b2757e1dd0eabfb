import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addMonths, dayName, mondayFirstWeekdays, mondayFirstWeeks, monthOf, monthTitle } from './calendarMonth';

interface MonthCalendarProps {
  readonly label: string;
  /** The chosen ISO day. */
  readonly value: string;
  readonly onSelect: (isoDay: string) => void;
  /** Days before min or after max cannot be chosen. */
  readonly min?: string;
  readonly max?: string;
}

/** One month of days in Monday-first week rows, with previous/next month buttons. */
export function MonthCalendar({ label, value, onSelect, min, max }: MonthCalendarProps) {
  const { t, i18n } = useLingui();
  const [month, setMonth] = useState(() => monthOf(value));
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (address, the other calendar) brings its month into view.
  if (shownValue !== value) {
    setShownValue(value);
    setMonth(monthOf(value));
  }
  const locale = i18n.locale;
  const title = monthTitle(locale, month);
  return (
    <section className="month-calendar" aria-label={label}>
      <div className="month-calendar__header">
        <button type="button" className="button" aria-label={t`${label}: previous month`} onClick={() => setMonth(addMonths(month, -1))}>
          ‹
        </button>
        <span className="month-calendar__title" aria-live="polite">
          {label}: {title}
        </span>
        <button type="button" className="button" aria-label={t`${label}: next month`} onClick={() => setMonth(addMonths(month, 1))}>
          ›
        </button>
      </div>
      <table className="month-calendar__grid" aria-label={`${label}: ${title}`}>
        <thead>
          <tr>
            {mondayFirstWeekdays(locale).map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {mondayFirstWeeks(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                <td key={day ?? `blank-${index}`}>
                  {day && (
                    <button
                      type="button"
                      className={`month-calendar__day${day === value ? ' is-selected' : ''}`}
                      aria-pressed={day === value}
                      aria-label={dayName(locale, day)}
                      disabled={(min !== undefined && day < min) || (max !== undefined && day > max)}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
