import { describe, expect, it } from 'vitest';
import { currentMonthPeriod, invoicePeriodErrors } from '../../src/features/admin-companies/model/invoicePeriod';

describe('the invoice period', () => {
  it('starts on the current calendar month in Japan', () => {
    expect(currentMonthPeriod(new Date('2026-02-14T03:00:00.000Z'))).toEqual({ periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    expect(currentMonthPeriod(new Date('2028-02-03T03:00:00.000Z'))).toEqual({ periodFrom: '2028-02-01', periodTo: '2028-02-29' });
    // 00:30 on 1 March in Tokyo is still 28 February in UTC: the form opens on March.
    expect(currentMonthPeriod(new Date('2026-02-28T15:30:00.000Z'))).toEqual({ periodFrom: '2026-03-01', periodTo: '2026-03-31' });
  });

  it('needs both dates, and may not end before it starts', () => {
    expect(invoicePeriodErrors({ periodFrom: '', periodTo: '' })).toEqual({
      periodFrom: 'Errors.Required',
      periodTo: 'Errors.Required',
    });
    expect(invoicePeriodErrors({ periodFrom: '2026-03-01', periodTo: '2026-02-28' })).toEqual({ periodTo: 'Errors.Invalid' });
    expect(invoicePeriodErrors({ periodFrom: '2026-03-01', periodTo: '2026-03-01' })).toEqual({});
  });
});
