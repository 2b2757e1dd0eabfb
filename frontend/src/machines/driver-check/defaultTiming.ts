import type { CheckTiming } from './checkDraft';

/** Japan's hour of the day (UTC+9, no daylight saving). */
export const japanHour = (now: Date): number => (now.getUTCHours() + 9) % 24;

/** From this Japan hour on, a day without checks starts with an after-driving check (the day's work is ending). */
const AFTERNOON_HOUR = 15;

/**
 * The timing the check screen proposes: after driving when today's last check was before driving, before driving
 * when it was after driving; with no check today, by the time of day.
 */
export function defaultTiming(todaysTimings: readonly CheckTiming[], now: Date): CheckTiming {
  const last = todaysTimings.at(-1);
  if (last === 'before_driving') return 'after_driving';
  if (last === 'after_driving') return 'before_driving';
  return japanHour(now) >= AFTERNOON_HOUR ? 'after_driving' : 'before_driving';
}
