import type { DailyFigures } from '@fleetcheck/contracts';
import { addDays, daysBetween } from '@fleetcheck/domain/calendar/business-day';

export interface ChartPoint {
  readonly date: string;
  /** 'MM.DD' for the axis. */
  readonly label: string;
  readonly tests: number;
  readonly failed: number;
}

/** Every 'YYYY-MM-DD' from `from` to `to`, both included. */
export const daysOfRange = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(0, daysBetween(from, to) + 1) }, (_, i) => addDays(from, i));

/** One point per day of the range, days without tests at zero (the server leaves them out). */
export function chartSeries(daily: readonly DailyFigures[], dateFrom: string, dateTo: string): ChartPoint[] {
  const byDate = new Map(daily.map((day) => [day.date, day]));
  return daysOfRange(dateFrom, dateTo).map((date) => ({
    date,
    label: `${date.slice(5, 7)}.${date.slice(8, 10)}`,
    tests: byDate.get(date)?.tests ?? 0,
    failed: byDate.get(date)?.failed ?? 0,
  }));
}
