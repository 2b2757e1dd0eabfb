/**
 * The dashboard's days are Japanese calendar days (the read models keep test dates in Japan time), so
 * "today" and notification times are computed in Asia/Tokyo whatever zone the browser is in.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** 'YYYY-MM-DD' of the business day containing `now`. */
export function businessToday(now: Date = new Date()): string {
  return isoDay.format(now);
}

/** An ISO instant as 'YYYY-MM-DD' in Japan, or undefined when it is not a date. */
export function businessDateOf(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : isoDay.format(date);
}

/** Every 'YYYY-MM-DD' from `from` to `to` inclusive (UTC arithmetic: calendar days have no zone). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= end; at += 86_400_000) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}
