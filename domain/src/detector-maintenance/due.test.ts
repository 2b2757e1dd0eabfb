import { describe, expect, it } from 'vitest';
import { dueOn, type DetectorUse } from './due';
import { noUpkeep, type Upkeep } from './upkeep';

const policy = { weeklyCheckDays: 7, idleDays: 3 };
// Instants in UTC; business days in Japan (UTC + 9 h).
const upkeep = (changes: Partial<Upkeep>): Upkeep => ({ ...noUpkeep, ...changes });
const use = (changes: Partial<DetectorUse>): DetectorUse => ({
  inServiceSince: '2026-11-01T00:00:00.000Z',
  lastTestAt: undefined,
  ...changes,
});

describe('what a detector is due for on 20 Nov 2026', () => {
  const today = '2026-11-20';

  it('nothing when checked daily and weekly, used yesterday, within its usage limit', () => {
    const kept = upkeep({
      lastDailyCheckAt: '2026-11-18T23:00:00.000Z',
      lastWeeklyCheckAt: '2026-11-16T00:00:00.000Z',
      usageLimitDate: '2026-11-20',
    });
    // Used at 08:30 on 19 Nov in Japan, checked at 08:00 the same day.
    expect(dueOn(today, kept, use({ lastTestAt: '2026-11-18T23:30:00.000Z' }), policy)).toEqual([]);
  });

  it('a daily check when it was used on a day after its last daily check, not for a use today', () => {
    const checked17th = upkeep({ lastDailyCheckAt: '2026-11-17T00:00:00.000Z', lastWeeklyCheckAt: '2026-11-17T00:00:00.000Z' });
    expect(dueOn(today, checked17th, use({ lastTestAt: '2026-11-19T01:00:00.000Z' }), policy)).toEqual([
      { reason: 'daily_check', since: '2026-11-17' },
    ]);
    expect(dueOn(today, checked17th, use({ lastTestAt: '2026-11-20T01:00:00.000Z' }), policy)).toEqual([]);
    expect(
      dueOn(
        today,
        upkeep({ lastDailyCheckAt: '2026-11-19T00:00:00.000Z', lastWeeklyCheckAt: '2026-11-19T00:00:00.000Z' }),
        use({ lastTestAt: '2026-11-19T01:00:00.000Z' }),
        policy,
      ),
    ).toEqual([]);
  });

  it('a weekly check more than 7 days after the last one (13 Nov is fine, 12 Nov overdue), or after it came into service', () => {
    const weekly13th = upkeep({ lastDailyCheckAt: '2026-11-19T00:00:00.000Z', lastWeeklyCheckAt: '2026-11-13T00:00:00.000Z' });
    expect(dueOn(today, weekly13th, use({}), policy)).toEqual([]);
    const weekly12th = { ...weekly13th, lastWeeklyCheckAt: '2026-11-12T00:00:00.000Z' };
    expect(dueOn(today, weekly12th, use({}), policy)).toEqual([{ reason: 'weekly_check', since: '2026-11-12' }]);
    expect(dueOn(today, noUpkeep, use({ inServiceSince: '2026-11-13T00:00:00.000Z' }), policy)).toEqual([]);
    expect(dueOn(today, noUpkeep, use({ inServiceSince: '2026-11-10T00:00:00.000Z' }), policy)).toEqual([
      { reason: 'weekly_check', since: 'never' },
    ]);
    expect(dueOn(today, noUpkeep, use({ inServiceSince: undefined }), policy)).toEqual([]);
  });

  it('attention when it sent no test for 3 days, and a passed usage limit date', () => {
    const kept = upkeep({ lastDailyCheckAt: '2026-11-17T00:00:00.000Z', lastWeeklyCheckAt: '2026-11-17T00:00:00.000Z' });
    expect(dueOn(today, kept, use({ lastTestAt: '2026-11-17T01:00:00.000Z' }), policy)).toEqual([{ reason: 'idle', since: '2026-11-17' }]);
    expect(dueOn(today, kept, use({ lastTestAt: '2026-11-16T23:00:00.000Z' }), policy)).toEqual([{ reason: 'idle', since: '2026-11-17' }]);
    expect(dueOn(today, { ...kept, usageLimitDate: '2026-11-19' }, use({}), policy)).toEqual([
      { reason: 'usage_limit', since: '2026-11-19' },
    ]);
  });

  it('a failed check that still stands, counted from the fault (one alert per fault)', () => {
    const kept = upkeep({ lastDailyCheckAt: '2026-11-19T00:00:00.000Z', lastWeeklyCheckAt: '2026-11-19T00:00:00.000Z' });
    expect(dueOn(today, { ...kept, faultFoundAt: '2026-11-19T01:00:00.000Z' }, use({}), policy)).toEqual([
      { reason: 'check_failed', since: '2026-11-19T01:00:00.000Z' },
    ]);
  });
});
