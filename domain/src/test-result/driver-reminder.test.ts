import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderDueAt, remindersDue } from './driver-reminder';

describe("the driver's reminder", () => {
  const day = { day: '2026-03-02', startTime: '08:00', marginMinutes: 30, onDuty: true, hasBeforeDrivingCheck: false };

  it('is due at the office start time plus the margin, Japan time (08:30 JST is 23:30 UTC the day before)', () => {
    const dueAt = reminderDueAt(day);
    expect(dueAt).toBe('2026-03-01T23:30:00.000Z');
    expect(isReminderDue(dueAt, new Date('2026-03-01T23:29:59.000Z'))).toBe(false);
    expect(isReminderDue(dueAt, new Date('2026-03-01T23:30:00.000Z'))).toBe(true);
  });

  it('is never due for a driver off duty or one who has a before-driving check that day', () => {
    expect(reminderDueAt({ ...day, onDuty: false })).toBeNull();
    expect(reminderDueAt({ ...day, hasBeforeDrivingCheck: true })).toBeNull();
    expect(isReminderDue(null, new Date('2026-03-02T12:00:00.000Z'))).toBe(false);
  });
});

describe('the drivers to remind by mail (issue 34 item 5)', () => {
  // Monday 30 November 2026. 早番 starts at 06:00 and closes at 18:00; 本社 names neither (08:00, CHECK_CUTOFF 23:00).
  const offices = new Map([
    ['early', { startTime: '06:00', cutoff: '18:00' }],
    ['main', { startTime: null, cutoff: null }],
  ]);
  const drivers = [
    { driverId: 'aoki', officeId: 'early' },
    { driverId: 'ishii', officeId: 'main' },
    { driverId: 'ueda', officeId: 'main' },
    { driverId: 'eto', officeId: 'main' },
    { driverId: 'noguchi', officeId: null },
  ];
  const at = (now: string) =>
    remindersDue({
      day: '2026-11-30',
      now: new Date(now),
      marginMinutes: 30,
      drivers,
      // 上田 checked before driving; 江藤 only after driving (which does not count).
      checks: [
        { driverId: 'ueda', checkType: 'before_driving' },
        { driverId: 'eto', checkType: 'after_driving' },
      ],
      offDuty: new Set(['ishii']),
      offices,
      fallbackCutoff: '23:00',
    });

  it("reminds each driver from their office's start time plus the margin, Japan time", () => {
    // 06:29 JST: nobody yet. 06:30 JST: the early office's driver.
    expect(at('2026-11-29T21:29:00.000Z')).toEqual([]);
    expect(at('2026-11-29T21:30:00.000Z')).toEqual([
      { driverId: 'aoki', officeId: 'early', startTime: '06:00', dueAt: '2026-11-29T21:30:00.000Z' },
    ]);
    // 08:30 JST: the default start time for the office naming none and for the driver with no office.
    expect(at('2026-11-29T23:30:00.000Z')).toEqual([
      { driverId: 'aoki', officeId: 'early', startTime: '06:00', dueAt: '2026-11-29T21:30:00.000Z' },
      { driverId: 'eto', officeId: 'main', startTime: '08:00', dueAt: '2026-11-29T23:30:00.000Z' },
      { driverId: 'noguchi', officeId: null, startTime: '08:00', dueAt: '2026-11-29T23:30:00.000Z' },
    ]);
  });

  it("stops at the office's cut-off, where the managers' missed-check alert takes over", () => {
    // 17:59 JST: still open everywhere; 18:00 JST: the early office has closed its day.
    expect(at('2026-11-30T08:59:00.000Z').map((due) => due.driverId)).toEqual(['aoki', 'eto', 'noguchi']);
    expect(at('2026-11-30T09:00:00.000Z').map((due) => due.driverId)).toEqual(['eto', 'noguchi']);
    // 23:00 JST: every office has closed the 30th.
    expect(at('2026-11-30T14:00:00.000Z')).toEqual([]);
  });
});
