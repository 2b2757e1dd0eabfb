/** A calendar month: its year and month number 1..12. */
export interface CalendarMonth {
  readonly year: number;
  readonly month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The month holding an ISO day (yyyy-MM-dd). */
export const monthOf = (isoDay: string): CalendarMonth => ({ year: Number(isoDay.slice(0, 4)), month: Number(isoDay.slice(5, 7)) });

/** The month `step` months after (negative: before) the given one. */
export function addMonths({ year, month }: CalendarMonth, step: number): CalendarMonth {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month's days as ISO strings in week rows Monday..Sunday; days of other months are null. */
export function mondayFirstWeeks({ year, month }: CalendarMonth): (string | null)[][] {
  const dayCount = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const leading = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = 1; day <= dayCount; day += 1) cells.push(`${year}-${pad(month)}-${pad(day)}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** Short weekday names of the locale, Monday first (2024-01-01 was a Monday). */
export function mondayFirstWeekdays(locale: string): { short: string; long: string }[] {
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, offset) => {
    const day = new Date(Date.UTC(2024, 0, 1 + offset));
    return { short: short.format(day), long: long.format(day) };
  });
}

/** "January 2025" / "2025年1月" in the locale. */
export const monthTitle = (locale: string, { year, month }: CalendarMonth) =>
  new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));

/** A full spoken date of an ISO day in the locale. */
export const dayName = (locale: string, isoDay: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${isoDay}T00:00:00Z`));

const utcDay = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The ISO day `step` days after (negative: before) the given one. */
export function addDays(isoDay: string, step: number): string {
  const date = utcDay(isoDay);
  date.setUTCDate(date.getUTCDate() + step);
  return isoOf(date);
}

/** The same day of the month `step` months later, clamped to that month's last day (31 January + 1 = 28/29 February). */
export function addMonthsToDay(isoDay: string, step: number): string {
  const target = addMonths(monthOf(isoDay), step);
  const lastDay = new Date(Date.UTC(target.year, target.month, 0)).getUTCDate();
  return `${target.year}-${pad(target.month)}-${pad(Math.min(Number(isoDay.slice(8, 10)), lastDay))}`;
}

/** Monday (start) or Sunday (end) of the day's week. */
export function weekBoundary(isoDay: string, edge: 'start' | 'end'): string {
  const sinceMonday = (utcDay(isoDay).getUTCDay() + 6) % 7;
  return addDays(isoDay, edge === 'start' ? -sinceMonday : 6 - sinceMonday);
}

/** The day a calendar-grid key moves the focus to (WAI-ARIA date picker pattern), or undefined for other keys. */
export function dayAfterKey(isoDay: string, key: string, shiftKey: boolean): string | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(isoDay, -1);
    case 'ArrowRight':
      return addDays(isoDay, 1);
    case 'ArrowUp':
      return addDays(isoDay, -7);
    case 'ArrowDown':
      return addDays(isoDay, 7);
    case 'Home':
      return weekBoundary(isoDay, 'start');
    case 'End':
      return weekBoundary(isoDay, 'end');
    case 'PageUp':
      return addMonthsToDay(isoDay, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonthsToDay(isoDay, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
}
