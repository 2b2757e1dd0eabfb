import { describe, expect, it } from 'vitest';
import {
  checkBoard,
  checkStateOf,
  closedDayGaps,
  cutoffInstant,
  dayClosedAt,
  isUnconfirmedRemoteCheck,
  missingChecks,
  officeDayClosedAt,
  type ClosedDayCheck,
  type DayCheck,
} from './check-board';

const check = (id: string, overrides: Partial<DayCheck> = {}): DayCheck => ({
  testResultId: id,
  driverId: 'd1',
  checkType: 'before_driving',
  testedAt: '2026-11-19T23:00:00.000Z',
  failed: false,
  confirmationStatus: 'confirmed',
  ...overrides,
});

describe('the check board of a business day', () => {
  it('a check type with no record is missing; confirmed passes are ok; an unconfirmed or returned pass awaits confirmation', () => {
    expect(checkStateOf([])).toEqual({ state: 'missing', testResultId: null, offline: false });
    expect(checkStateOf([check('a'), check('b', { testedAt: '2026-11-20T01:00:00.000Z' })])).toEqual({
      state: 'ok',
      testResultId: 'b',
      offline: false,
    });
    expect(checkStateOf([check('a'), check('b', { confirmationStatus: 'awaiting' })])).toEqual({
      state: 'awaiting_confirmation',
      testResultId: 'b',
      offline: false,
    });
    expect(checkStateOf([check('a', { confirmationStatus: 'returned' })])).toEqual({
      state: 'awaiting_confirmation',
      testResultId: 'a',
      offline: false,
    });
  });

  it('a failure that day stays on the board even after a later pass, and names the failed record', () => {
    const failed = check('f', { failed: true, testedAt: '2026-11-19T23:00:00.000Z', confirmationStatus: 'awaiting' });
    const retest = check('r', { testedAt: '2026-11-20T02:00:00.000Z' });
    expect(checkStateOf([retest, failed])).toEqual({ state: 'failed', testResultId: 'f', offline: false });
  });

  it('a driver off duty with no record is off duty, not missing; a record taken anyway still shows', () => {
    expect(checkStateOf([], false)).toEqual({ state: 'off_duty', testResultId: null, offline: false });
    expect(checkStateOf([check('a')], false)).toEqual({ state: 'ok', testResultId: 'a', offline: false });
  });

  it('says whether the record it names was taken offline in the driver app (sent later)', () => {
    const sentLater = check('o', { offline: true, confirmationStatus: 'awaiting', testedAt: '2026-11-20T01:00:00.000Z' });
    expect(checkStateOf([check('a'), sentLater])).toEqual({ state: 'awaiting_confirmation', testResultId: 'o', offline: true });
    // Another record decides the state: the offline one is not the record named.
    const failed = check('f', { failed: true, testedAt: '2026-11-20T02:00:00.000Z' });
    expect(checkStateOf([sentLater, failed])).toEqual({ state: 'failed', testResultId: 'f', offline: false });
  });

  it('a driver-app check not confirmed live by the cut-off is 未確認, not awaiting confirmation; another check of the type counts', () => {
    const missed = check('m', { confirmationStatus: 'awaiting', liveConfirmationMissed: true });
    expect(checkStateOf([missed])).toEqual({ state: 'not_confirmed', testResultId: 'm', offline: false });
    // Confirmed afterwards without a live contact: still 未確認 (the law's live confirmation was missed).
    expect(checkStateOf([{ ...missed, confirmationStatus: 'confirmed' }])).toEqual({
      state: 'not_confirmed',
      testResultId: 'm',
      offline: false,
    });
    // A check taken again at the office and confirmed counts for the day; one still to confirm awaits confirmation.
    const later = '2026-11-20T01:00:00.000Z';
    expect(checkStateOf([missed, check('o', { testedAt: later })])).toEqual({ state: 'ok', testResultId: 'o', offline: false });
    expect(checkStateOf([missed, check('w', { testedAt: later, confirmationStatus: 'awaiting' })])).toEqual({
      state: 'awaiting_confirmation',
      testResultId: 'w',
      offline: false,
    });
    // A positive result stays on the board whatever else.
    expect(checkStateOf([{ ...missed, failed: true }])).toEqual({ state: 'failed', testResultId: 'm', offline: false });
    // Not missing: the day's missed-check alert names it as unconfirmed by its own rule.
    const board = checkBoard([{ driverId: 'd1', lastName: '佐藤', firstName: '太郎', officeId: null }], [missed], new Set());
    expect(board[0]!.before_driving.state).toBe('not_confirmed');
    expect(missingChecks(board).map(({ checkTypes }) => checkTypes)).toEqual([['after_driving']]);
  });

  it('lists every driver sorted by name with both checks; off duty misses nothing', () => {
    const drivers = [
      { driverId: 'd2', lastName: '鈴木', firstName: '花子', officeId: 'o1' },
      { driverId: 'd1', lastName: '佐藤', firstName: '太郎', officeId: null },
      { driverId: 'd3', lastName: '高橋', firstName: '一郎', officeId: 'o1' },
    ];
    const board = checkBoard(
      drivers,
      [check('b1'), check('a2', { driverId: 'd2', checkType: 'after_driving', confirmationStatus: 'awaiting' })],
      new Set(['d3']),
    );
    expect(board.map((row) => [row.driverId, row.onDuty, row.before_driving.state, row.after_driving.state])).toEqual([
      ['d1', true, 'ok', 'missing'],
      ['d2', true, 'missing', 'awaiting_confirmation'],
      ['d3', false, 'off_duty', 'off_duty'],
    ]);
    expect(missingChecks(board).map(({ driver, checkTypes }) => [driver.driverId, checkTypes])).toEqual([
      ['d1', ['after_driving']],
      ['d2', ['before_driving']],
    ]);
  });

  it('a day is judged from its cut-off (Japan time) on; before it, the day closed last is yesterday', () => {
    // Cut-off 23:00 in Tokyo is 14:00 UTC.
    expect(dayClosedAt(new Date('2026-11-20T13:59:59Z'), '23:00')).toBe('2026-11-19');
    expect(dayClosedAt(new Date('2026-11-20T14:00:00Z'), '23:00')).toBe('2026-11-20');
    // 00:30 on the 21st in Tokyo is still the 20th in UTC: the 20th is the day closed last.
    expect(dayClosedAt(new Date('2026-11-20T15:30:00Z'), '23:00')).toBe('2026-11-20');
    expect(dayClosedAt(new Date('2026-11-20T15:30:00Z'), '00:15')).toBe('2026-11-21');
  });

  it("an office's own cut-off closes its drivers' day; an office naming none, or no office, takes the fallback", () => {
    // 18:00 in Tokyo is 09:00 UTC.
    expect(officeDayClosedAt(new Date('2026-11-20T09:00:00Z'), '18:00', '23:00')).toBe('2026-11-20');
    expect(officeDayClosedAt(new Date('2026-11-20T09:00:00Z'), null, '23:00')).toBe('2026-11-19');
    expect(officeDayClosedAt(new Date('2026-11-20T09:00:00Z'), undefined, '23:00')).toBe('2026-11-19');
  });

  describe('a driver-app check needs a live confirmation by the cut-off (issue 35 item 5)', () => {
    // The office closes at 18:00 Tokyo time on 2026-11-20: 09:00 UTC.
    const cutoffAt = '2026-11-20T09:00:00.000Z';
    const phoneCheck = (id: string, overrides: Partial<ClosedDayCheck> = {}): ClosedDayCheck => ({
      ...check(id, { testedAt: '2026-11-20T00:10:00.000Z', confirmationStatus: 'awaiting' }),
      source: 'driver_app',
      liveConfirmedAt: null,
      liveConfirmationMissed: false,
      ...overrides,
    });

    it('the cut-off instant is the office time in Japan', () => {
      expect(cutoffInstant('2026-11-20', '18:00')).toBe(cutoffAt);
    });

    it('a phone check confirmed live by the cut-off counts; none, or one after the cut-off, is unconfirmed; other sources never are', () => {
      expect(isUnconfirmedRemoteCheck(phoneCheck('a', { liveConfirmedAt: '2026-11-20T08:59:59.000Z' }), cutoffAt)).toBe(false);
      expect(isUnconfirmedRemoteCheck(phoneCheck('a', { liveConfirmedAt: '2026-11-20T09:00:00.000Z' }), cutoffAt)).toBe(false);
      expect(isUnconfirmedRemoteCheck(phoneCheck('a', { liveConfirmedAt: '2026-11-20T09:00:01.000Z' }), cutoffAt)).toBe(true);
      expect(isUnconfirmedRemoteCheck(phoneCheck('a'), cutoffAt)).toBe(true);
      expect(isUnconfirmedRemoteCheck({ ...phoneCheck('a'), source: 'device' }, cutoffAt)).toBe(false);
      expect(isUnconfirmedRemoteCheck({ ...phoneCheck('a'), source: 'manual' }, cutoffAt)).toBe(false);
    });

    it('names the unconfirmed check types apart from those with no record; a confirmed or failed record leaves none', () => {
      const drivers = [
        { driverId: 'd1', lastName: '佐藤', firstName: '太郎', officeId: 'o1' },
        { driverId: 'd2', lastName: '鈴木', firstName: '花子', officeId: 'o1' },
        { driverId: 'd3', lastName: '高橋', firstName: '一郎', officeId: 'o1' },
      ];
      const checks: ClosedDayCheck[] = [
        // 佐藤: the before-driving check on the phone, never confirmed live; no after-driving check.
        phoneCheck('p1', { driverId: 'd1' }),
        // 鈴木: the before-driving check confirmed by a plain click (not live) is still 未確認; the after-driving one live in time.
        phoneCheck('p2', { driverId: 'd2', confirmationStatus: 'confirmed' }),
        phoneCheck('p3', { driverId: 'd2', checkType: 'after_driving', liveConfirmedAt: '2026-11-20T08:00:00.000Z' }),
        // 高橋: a positive phone check (its own alert) and a detector's after-driving check.
        phoneCheck('p4', { driverId: 'd3', failed: true }),
        {
          ...check('x5', { driverId: 'd3', checkType: 'after_driving' }),
          source: 'device',
          liveConfirmedAt: null,
          liveConfirmationMissed: false,
        },
      ];
      const gaps = closedDayGaps(drivers, checks, new Set(), () => cutoffAt);
      expect(gaps.map(({ driver, checkTypes, unconfirmed }) => [driver.driverId, checkTypes, unconfirmed])).toEqual([
        ['d1', ['before_driving', 'after_driving'], ['before_driving']],
        ['d2', ['before_driving'], ['before_driving']],
      ]);
    });

    it('a phone check and another record of the same type: the other counts, nothing is missing', () => {
      const drivers = [{ driverId: 'd1', lastName: '佐藤', firstName: '太郎', officeId: null }];
      const checks: ClosedDayCheck[] = [
        phoneCheck('p1'),
        { ...check('m1', { checkType: 'before_driving' }), source: 'manual', liveConfirmedAt: null, liveConfirmationMissed: false },
        { ...check('m2', { checkType: 'after_driving' }), source: 'manual', liveConfirmedAt: null, liveConfirmationMissed: false },
      ];
      expect(closedDayGaps(drivers, checks, new Set(), () => cutoffAt)).toEqual([]);
    });
  });
});
