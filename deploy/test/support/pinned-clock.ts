import { addDays, businessDay, businessDayStart } from '@fleetcheck/domain/calendar/business-day';

/** A clock that reads `start` now and then runs on at the real pace. */
export function clockFrom(start: Date): { now(): Date } {
  const offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset) };
}

/**
 * Noon in Japan of tomorrow (in Japan): a clock started there keeps the same business day for twelve hours,
 * so a suite reading "today" cannot see it change mid-run. Tomorrow rather than a fixed date: the browser
 * keeps cookies by its real clock, and a cookie the app dates from an earlier clock would already be gone.
 */
export function noonInJapanTomorrow(now = new Date()): Date {
  const day = addDays(businessDay(now), 1);
  return new Date(Date.parse(businessDayStart(day)) + 12 * 3_600_000);
}

/** A clock like clockFrom's that a test can move on (a year later, say) and back; both run at the real pace. */
export function movableClock(start: Date): { now(): Date; moveBy(ms: number): void } {
  let offset = start.getTime() - Date.now();
  return { now: () => new Date(Date.now() + offset), moveBy: (ms) => void (offset += ms) };
}
