import { DeviceStatuses, type DetectorRecordFlag } from '@fleetcheck/contracts';
import { businessDay, daysBetween } from '../calendar/business-day';
import type { Upkeep } from './upkeep';

/** The detector a test came from, as it stood when the test arrived. */
export interface DetectorAtTest {
  /** Registry status (DeviceStatuses). */
  status: number;
  upkeep: Upkeep;
  /** When it came into service ('YYYY-MM-DD' or ISO): the weekly check is counted from it until the first one. */
  inServiceSince: string;
}

/**
 * What the record of a test keeps about its detector: under maintenance, its weekly check overdue (more than
 * `weeklyCheckDays` before the test's day), its usage limit date (使用期限) passed. The test is still recorded:
 * the manager sees it flagged and acts.
 */
export function detectorFlagsAt(testedAt: string, detector: DetectorAtTest, weeklyCheckDays: number): DetectorRecordFlag[] {
  const day = businessDay(testedAt);
  const flags: DetectorRecordFlag[] = [];
  if (detector.status === DeviceStatuses.UnderMaintenance) flags.push('under_maintenance');
  const weeklyFrom = detector.upkeep.lastWeeklyCheckAt
    ? businessDay(detector.upkeep.lastWeeklyCheckAt)
    : detector.inServiceSince.slice(0, 10);
  if (daysBetween(weeklyFrom, day) > weeklyCheckDays) flags.push('check_overdue');
  if (detector.upkeep.usageLimitDate && detector.upkeep.usageLimitDate < day) flags.push('usage_limit_passed');
  return flags;
}
