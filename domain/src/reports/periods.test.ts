import { describe, expect, it } from 'vitest';
import { daysOf, previousMonthOf, previousWeekOf } from './periods';

describe('report periods (issue 37 item 3)', () => {
  it('the record book mailed on the 1st covers the month before, across a year end', () => {
    expect(previousMonthOf('2026-12-01')).toEqual({ key: '2026-11', from: '2026-11-01', to: '2026-11-30' });
    expect(previousMonthOf('2027-01-01')).toEqual({ key: '2026-12', from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonthOf('2028-03-01')).toEqual({ key: '2028-02', from: '2028-02-01', to: '2028-02-29' });
  });
  it("Monday's summary covers Monday to Sunday of the week before, and a late run names the same week", () => {
    // 2026-11-30 is a Monday.
    expect(previousWeekOf('2026-11-30')).toEqual({ key: '2026-11-23', from: '2026-11-23', to: '2026-11-29' });
    expect(previousWeekOf('2026-12-01')).toEqual({ key: '2026-11-23', from: '2026-11-23', to: '2026-11-29' });
    expect(previousWeekOf('2026-12-06')).toEqual({ key: '2026-11-23', from: '2026-11-23', to: '2026-11-29' });
    expect(previousWeekOf('2026-12-07')).toEqual({ key: '2026-11-30', from: '2026-11-30', to: '2026-12-06' });
  });
  it('lists the days of a period', () => {
    expect(daysOf({ from: '2026-12-30', to: '2027-01-02' })).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });
});
