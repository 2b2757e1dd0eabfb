import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { addMonthsToDay, dayAfterKey, dayName, mondayFirstWeekdays, mondayFirstWeeks, monthOf, monthTitle } from './calendarMonth';

interface MonthCalendarProps {
  readonly label: string;
  /** The chosen ISO day. */
  readonly value: string;
  readonly onSelect: (isoDay: string) => void;
  /** Days before min or after max cannot be chosen. */
  readonly min?: string;
  readonly max?: string;
}

/**
 * One month of days in Monday-first week rows, with previous/next month buttons. The days form a grid as in
 * the WAI-ARIA date picker pattern: one day is in the tab order (roving tabindex); arrow keys move it by a day
 * or a week, Home/End to Monday/Sunday, PageUp/PageDown by a month (with Shift a year); Enter or Space chooses it.
 */
export function MonthCalendar({ label, value, onSelect, min, max }: MonthCalendarProps) {
  const { t, i18n } = useLingui();
  const hintId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const focusActiveDay = useRef(false);
  // The day that takes the focus; the month shown is always its month.
  const [activeDay, setActiveDay] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // A value set from outside (address, the other calendar) brings its month into view.
  if (shownValue !== value) {
    setShownValue(value);
    setActiveDay(value);
  }
  useEffect(() => {
    if (!focusActiveDay.current) return;
    focusActiveDay.current = false;
    grid.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
  }, [activeDay]);

  const locale = i18n.locale;
  const month = monthOf(activeDay);
  const title = monthTitle(locale, month);
  const outOfRange = (day: string) => (min !== undefined && day < min) || (max !== undefined && day > max);
  const choose = (day: string) => {
    setActiveDay(day);
    if (!outOfRange(day)) onSelect(day);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(activeDay);
      return;
    }
    const next = dayAfterKey(activeDay, event.key, event.shiftKey);
    if (next === undefined) return;
    event.preventDefault();
    focusActiveDay.current = true;
    setActiveDay(next);
  };

  return (
    <section className="month-calendar" aria-label={label}>
      <div className="month-calendar__header">
        <button
          type="button"
          className="button"
          aria-label={t`${label}: previous month`}
          onClick={() => setActiveDay(addMonthsToDay(activeDay, -1))}
        >
          ‹
        </button>
        <span className="month-calendar__title" aria-live="polite">
          {label}: {title}
        </span>
        <button
          type="button"
          className="button"
          aria-label={t`${label}: next month`}
          onClick={() => setActiveDay(addMonthsToDay(activeDay, 1))}
        >
          ›
        </button>
      </div>
      <p id={hintId} className="visually-hidden">
        {t`Arrow keys move between days, Page Up and Page Down change the month, Home and End go to the start and end of the week, Enter or Space chooses the day.`}
      </p>
      <table
        ref={grid}
        role="grid"
        className="month-calendar__grid"
        aria-label={`${label}: ${title}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
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
              {week.map((day, index) =>
                day ? (
                  <td
                    key={day}
                    className={`month-calendar__day${day === value ? ' is-selected' : ''}`}
                    tabIndex={day === activeDay ? 0 : -1}
                    aria-selected={day === value}
                    aria-disabled={outOfRange(day) || undefined}
                    aria-label={dayName(locale, day)}
                    onClick={() => choose(day)}
                  >
                    {Number(day.slice(8))}
                  </td>
                ) : (
                  <td key={`blank-${index}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
