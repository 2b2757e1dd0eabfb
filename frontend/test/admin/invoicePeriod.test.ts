import { describe, expect, it } from 'vitest';
import { currentMonthPeriod, invoicePeriodErrors } from '../../src/features/admin-companies/invoicePeriod';

describe('the invoice period', () => {
  it('starts on the current calendar month', () => {
    expect(currentMonthPeriod(new Date(2026, 1, 14))).toEqual({ periodFrom: '2026-02-01', periodTo: '2026-02-28' });
    expect(currentMonthPeriod(new Date(2028, 1, 3))).toEqual({ periodFrom: '2028-02-01', periodTo: '2028-02-29' });
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
