import { describe, expect, it } from 'vitest';
import { dayAfter, expiryDateOf } from './term';

describe('subscription terms', () => {
  it.each([
    // start, schedule, expiry: one month or one year less a day, worked by hand on a calendar
    ['2025-01-15', 'monthly', '2025-02-14'],
    ['2025-12-01', 'monthly', '2025-12-31'],
    ['2025-12-20', 'monthly', '2026-01-19'],
    // No 31 February: the month after 31 January ends on its last day, less a day.
    ['2025-01-31', 'monthly', '2025-02-27'],
    ['2024-01-31', 'monthly', '2024-02-28'],
    ['2025-03-31', 'monthly', '2025-04-29'],
    ['2025-04-01', 'yearly', '2026-03-31'],
    // A leap day's anniversary in a common year is 28 February.
    ['2024-02-29', 'yearly', '2025-02-27'],
    ['2023-03-01', 'yearly', '2024-02-29'],
  ] as const)('a term starting %s (%s) expires on %s', (start, schedule, expiry) => {
    expect(expiryDateOf(start, schedule)).toBe(expiry);
  });

  it('the next term starts the day after the expiry, across months, years and leap days', () => {
    expect(dayAfter('2025-02-14')).toBe('2025-02-15');
    expect(dayAfter('2024-02-28')).toBe('2024-02-29');
    expect(dayAfter('2025-02-28')).toBe('2025-03-01');
    expect(dayAfter('2025-12-31')).toBe('2026-01-01');
  });
});
