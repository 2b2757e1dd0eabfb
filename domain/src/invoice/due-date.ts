import { businessDay } from '../calendar/business-day';

/**
 * When an invoice is due: the last day of the month after the one it was issued in (翌月末払い), counted in
 * business days (Japan). 'YYYY-MM-DD' in and out.
 */
export function invoiceDueDate(issuedOn: string): string {
  const [year, month] = issuedOn.split('-').map(Number) as [number, number];
  // Day 0 of the month after next is the last day of next month (months are 1-based here, 0-based in Date).
  const last = new Date(Date.UTC(year, month + 1, 0));
  return last.toISOString().slice(0, 10);
}

/** The dates an invoice prints, from the instant it was issued: its business day of issue and its due date. */
export function invoiceDates(issuedAt: string): { issuedOn: string; dueOn: string } {
  const issuedOn = businessDay(issuedAt);
  return { issuedOn, dueOn: invoiceDueDate(issuedOn) };
}
