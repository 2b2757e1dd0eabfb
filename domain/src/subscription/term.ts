import type { PaymentSchedule } from '@fleetcheck/contracts';
import { addDays } from '../calendar/business-day';

/** Adds calendar months, clamping to the month's last day (Jan 31 + 1 month = Feb 28, or 29 in a leap year). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** A term covers [startDate, expiryDate], both inclusive: one month or one year less a day. */
export const expiryDateOf = (startDate: string, schedule: PaymentSchedule): string =>
  addDays(addMonths(startDate, schedule === 'yearly' ? 12 : 1), -1);

/** The day after `day`: the next term starts the day after the last one expires. */
export const dayAfter = (day: string): string => addDays(day, 1);
