import { describe, expect, it } from 'vitest';
import type { RosterEntry } from '../driver/roster';
import type { DayCheck } from './check-board';
import { daysOfMonthUpTo, missedChecksOf } from './missed-checks';

const driver = (id: string, lastName: string, officeId: string): RosterEntry => ({
  _id: id,
  createdAt: '2026-10-01T00:00:00.000Z',
  deletedAt: null,
  versions: [{ since: '2026-10-01T00:00:00.000Z', lastName, firstName: '太郎', officeId }],
});
const check = (driverId: string, date: string, checkType: DayCheck['checkType']): DayCheck & { date: string } => ({
  testResultId: `${driverId}-${date}-${checkType}`,
  driverId,
  checkType,
  testedAt: `${date}T00:00:00.000+09:00`,
  failed: false,
  confirmationStatus: 'awaiting',
  date,
});

describe("a month's missed checks", () => {
  it('judges the days of the month up to the last one given', () => {
    expect(daysOfMonthUpTo('2026-11', '2026-11-03')).toEqual(['2026-11-01', '2026-11-02', '2026-11-03']);
    expect(daysOfMonthUpTo('2026-02', '2026-12-31')).toHaveLength(28);
    expect(daysOfMonthUpTo('2026-12', '2026-11-30')).toEqual([]);
  });

  it('counts a day missed when the driver on duty lacks a before- or after-driving check; off-duty days count for nothing', () => {
    const days = ['2026-11-01', '2026-11-02', '2026-11-03'];
    const roster = [driver('d1', '佐藤', 'o1'), driver('d2', '青木', 'o2')];
    const checks = [
      // d1: both checks on the 1st, only before driving on the 2nd, nothing on the 3rd (off duty).
      check('d1', '2026-11-01', 'before_driving'),
      check('d1', '2026-11-01', 'after_driving'),
      check('d1', '2026-11-02', 'before_driving'),
      // d2: both on the 1st and the 3rd, nothing on the 2nd.
      check('d2', '2026-11-01', 'before_driving'),
      check('d2', '2026-11-01', 'after_driving'),
      check('d2', '2026-11-03', 'before_driving'),
      check('d2', '2026-11-03', 'after_driving'),
    ];
    const result = missedChecksOf(days, roster, checks, [{ driverId: 'd1', date: '2026-11-03' }]);
    expect(result.drivers).toEqual([
      // By name in code units: 佐藤 (U+4F50) before 青木 (U+9752).
      {
        driverId: 'd1',
        lastName: '佐藤',
        firstName: '太郎',
        officeId: 'o1',
        days: [{ date: '2026-11-02', checkTypes: ['after_driving'] }],
      },
      {
        driverId: 'd2',
        lastName: '青木',
        firstName: '太郎',
        officeId: 'o2',
        days: [{ date: '2026-11-02', checkTypes: ['before_driving', 'after_driving'] }],
      },
    ]);
    expect(result.offices).toEqual([
      { officeId: 'o1', missedDays: 1, drivers: 1 },
      { officeId: 'o2', missedDays: 1, drivers: 1 },
    ]);
    expect(missedChecksOf(days, roster, checks, [], 'o1').drivers.map((row) => row.days.map((day) => day.date))).toEqual([
      ['2026-11-02', '2026-11-03'],
    ]);
  });
});
