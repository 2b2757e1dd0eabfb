import { describe, expect, it } from 'vitest';
import { invoiceDates, invoiceDueDate } from './due-date';

describe('invoice due date: the end of the month after issue', () => {
  it('counts months of every length, the year end and a leap February', () => {
    expect(invoiceDueDate('2026-04-01')).toBe('2026-05-31');
    expect(invoiceDueDate('2026-04-30')).toBe('2026-05-31');
    expect(invoiceDueDate('2026-05-15')).toBe('2026-06-30');
    expect(invoiceDueDate('2026-12-10')).toBe('2027-01-31');
    expect(invoiceDueDate('2028-01-31')).toBe('2028-02-29');
    expect(invoiceDueDate('2027-01-31')).toBe('2027-02-28');
  });

  it('reckons from the Japanese day: issued at 00:30 on 1 April in Tokyo (31 March UTC) is due 31 May', () => {
    expect(invoiceDates('2026-03-31T15:30:00.000Z')).toEqual({ issuedOn: '2026-04-01', dueOn: '2026-05-31' });
  });
});
