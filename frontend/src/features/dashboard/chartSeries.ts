import type { DailyFigures } from '@fleetcheck/contracts';
import { daysBetween } from './businessDate';

export interface ChartPoint {
  readonly date: string;
  /** 'MM.DD' for the axis. */
  readonly label: string;
  readonly tests: number;
  readonly failed: number;
}

/** One point per day of the range, days without tests at zero (the server leaves them out). */
export function chartSeries(daily: readonly DailyFigures[], dateFrom: string, dateTo: string): ChartPoint[] {
  const byDate = new Map(daily.map((day) => [day.date, day]));
  return daysBetween(dateFrom, dateTo).map((date) => ({
    date,
    label: `${date.slice(5, 7)}.${date.slice(8, 10)}`,
    tests: byDate.get(date)?.tests ?? 0,
    failed: byDate.get(date)?.failed ?? 0,
  }));
}
