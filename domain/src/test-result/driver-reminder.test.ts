import { describe, expect, it } from 'vitest';
import { isReminderDue, reminderDueAt } from './driver-reminder';

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
