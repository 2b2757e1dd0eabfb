import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { businessDay } from '../calendar/business-day';
import { dueOn, type DetectorUse } from './due';
import { sensorDueAt } from './sensor-life';
import { outOfServiceReason } from './service-status';
import { noUpkeep, type Upkeep } from './upkeep';

/*
 * A detector's upkeep as the scan judges it at the last second of 2026 in Japan (2026-12-31T14:59:59Z,
 * 23:59:59 JST) and at the first of 2027 (15:00:00Z, 00:00 JST on 1 January): the system clock is faked, "today"
 * is read from it as the workers and the query side read theirs, and every expected day is written out.
 */
const LAST_SECOND_OF_2026 = new Date('2026-12-31T14:59:59.000Z');
const NEW_YEAR_2027 = new Date('2026-12-31T15:00:00.000Z');
const policy = { weeklyCheckDays: 7, idleDays: 3 };
const upkeep = (changes: Partial<Upkeep>): Upkeep => ({ ...noUpkeep, ...changes });
const use = (changes: Partial<DetectorUse>): DetectorUse => ({
  inServiceSince: '2026-12-28T00:00:00.000Z',
  lastTestAt: undefined,
  ...changes,
});
/** The business day on the faked clock, as the scan reads it. */
const today = () => businessDay(new Date());

describe('detector upkeep across New Year in Japan', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the day is 31 December until 14:59:59 UTC and 1 January 2027 from 15:00 UTC', () => {
    vi.setSystemTime(LAST_SECOND_OF_2026);
    expect(today()).toBe('2026-12-31');
    vi.setSystemTime(NEW_YEAR_2027);
    expect(today()).toBe('2027-01-01');
  });

  it('a usage limit date (使用期限) of 31 December holds through that day and has passed at midnight', () => {
    const limited = upkeep({ usageLimitDate: '2026-12-31', lastWeeklyCheckAt: '2026-12-28T00:00:00.000Z' });
    vi.setSystemTime(LAST_SECOND_OF_2026);
    expect(dueOn(today(), limited, use({}), policy)).toEqual([]);
    expect(outOfServiceReason(0, limited, today())).toBeNull();
    vi.setSystemTime(NEW_YEAR_2027);
    expect(dueOn(today(), limited, use({}), policy)).toEqual([{ reason: 'usage_limit', since: '2026-12-31' }]);
    expect(outOfServiceReason(0, limited, today())).toBe('usage_limit_passed');
  });

  it('a weekly check at 23:59:59 on 24 December is 8 days old on New Year (overdue); one a second later, 7 (not yet)', () => {
    // 2026-12-24T14:59:59Z is 23:59:59 on 24 Dec in Japan; 15:00:00Z is midnight of 25 Dec.
    const on24th = upkeep({ lastWeeklyCheckAt: '2026-12-24T14:59:59.000Z', lastDailyCheckAt: '2026-12-24T14:59:59.000Z' });
    const on25th = upkeep({ lastWeeklyCheckAt: '2026-12-24T15:00:00.000Z', lastDailyCheckAt: '2026-12-24T15:00:00.000Z' });
    vi.setSystemTime(LAST_SECOND_OF_2026);
    expect(dueOn(today(), on24th, use({}), policy)).toEqual([]);
    vi.setSystemTime(NEW_YEAR_2027);
    expect(dueOn(today(), on24th, use({}), policy)).toEqual([{ reason: 'weekly_check', since: '2026-12-24' }]);
    expect(dueOn(today(), on25th, use({}), policy)).toEqual([]);
  });

  it("a use at 23:59:59 on New Year's Eve wants a daily check from New Year's Day; a use at 00:00 on 1 January does not yet", () => {
    const checked = upkeep({ lastWeeklyCheckAt: '2026-12-28T00:00:00.000Z', lastDailyCheckAt: '2026-12-30T23:00:00.000Z' });
    vi.setSystemTime(LAST_SECOND_OF_2026);
    expect(dueOn(today(), checked, use({ lastTestAt: '2026-12-31T14:59:59.000Z' }), policy)).toEqual([]);
    vi.setSystemTime(NEW_YEAR_2027);
    // Checked at 08:00 on 31 Dec, used at 23:59:59 the same day: that day's check covers it.
    expect(dueOn(today(), checked, use({ lastTestAt: '2026-12-31T14:59:59.000Z' }), policy)).toEqual([]);
    const checked30th = { ...checked, lastDailyCheckAt: '2026-12-30T14:59:59.000Z' };
    expect(dueOn(today(), checked30th, use({ lastTestAt: '2026-12-31T14:59:59.000Z' }), policy)).toEqual([
      { reason: 'daily_check', since: '2026-12-30' },
    ]);
    expect(dueOn(today(), checked30th, use({ lastTestAt: '2026-12-31T15:00:00.000Z' }), policy)).toEqual([]);
  });

  it('a sensor first used at 00:00 on 1 January 2026 ends its 365 days at 00:00 on 1 January 2027, not a second before', () => {
    const limit = { maxTests: 10_000, maxDays: 365, checkIntervalDays: 180 };
    const sensor = {
      testsOnSensor: 40,
      sensorKey: 'initial',
      sensorStartedAt: new Date('2025-12-31T15:00:00.000Z'),
      lastCheckedAt: new Date('2026-12-01T00:00:00.000Z'),
    };
    vi.setSystemTime(LAST_SECOND_OF_2026);
    expect(sensorDueAt(new Date(), sensor, limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_NEAR', level: 'warning', reason: 'sensor_life', period: 'initial' },
    ]);
    vi.setSystemTime(NEW_YEAR_2027);
    expect(sensorDueAt(new Date(), sensor, limit, 0.9)).toEqual([
      { type: 'DEVICE_USAGE_EXCEEDED', level: 'alert', reason: 'sensor_life', period: 'initial' },
    ]);
  });
});
