import type { DeviceAlertReason } from '@fleetcheck/contracts';
import { businessDay, daysBetween } from '../calendar/business-day';
import type { Upkeep } from './upkeep';

/** How often a detector must be looked at, in days (configurable in the workers). */
export interface UpkeepPolicy {
  /** A weekly check at least this often (the law's "at least weekly"). */
  weeklyCheckDays: number;
  /** No test for this many days: is it broken, or forgotten? */
  idleDays: number;
}

export interface DetectorUse {
  /** First test ever on it (ISO), or when it was registered; undefined when neither is known. */
  inServiceSince: string | undefined;
  /** Its last test (ISO), undefined when it never sent one. */
  lastTestAt: string | undefined;
}

/** An overdue check or a passed limit, with the period it belongs to (the same period never raises twice). */
export interface Due {
  reason: DeviceAlertReason;
  /** What the period is counted from: the last check's day, the last test's day, the limit date. */
  since: string;
}

/**
 * What a detector is due for on `today` (Japan's business day): a daily check when it was used on a day after
 * its last daily check (before today: today's may still come); a weekly check when the last one (or its first
 * use) is more than `weeklyCheckDays` ago; attention when it sent no test for `idleDays`; a new detector or
 * sensor once its usage limit date (使用期限) has passed. Sensor life by tests and days is counted as tests
 * arrive (the device usage monitor).
 */
export function dueOn(today: string, upkeep: Upkeep, use: DetectorUse, policy: UpkeepPolicy): Due[] {
  const due: Due[] = [];
  const day = (instant: string) => businessDay(instant);
  const lastUseDay = use.lastTestAt ? day(use.lastTestAt) : undefined;
  const lastDailyDay = upkeep.lastDailyCheckAt ? day(upkeep.lastDailyCheckAt) : undefined;
  if (lastUseDay && lastUseDay < today && (!lastDailyDay || lastDailyDay < lastUseDay)) {
    due.push({ reason: 'daily_check', since: lastDailyDay ?? 'never' });
  }
  const weeklyFrom = upkeep.lastWeeklyCheckAt ?? use.inServiceSince;
  if (weeklyFrom && daysBetween(day(weeklyFrom), today) > policy.weeklyCheckDays) {
    due.push({ reason: 'weekly_check', since: upkeep.lastWeeklyCheckAt ? day(upkeep.lastWeeklyCheckAt) : 'never' });
  }
  if (lastUseDay && daysBetween(lastUseDay, today) >= policy.idleDays) due.push({ reason: 'idle', since: lastUseDay });
  if (upkeep.usageLimitDate && upkeep.usageLimitDate < today) due.push({ reason: 'usage_limit', since: upkeep.usageLimitDate });
  // A failed check keeps it out of service until one passes: its managers are told once per fault.
  if (upkeep.faultFoundAt) due.push({ reason: 'check_failed', since: upkeep.faultFoundAt });
  return due;
}
