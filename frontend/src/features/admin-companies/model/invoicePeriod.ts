import { endOfMonth, format } from 'date-fns';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { InvoicePeriod } from '../api/companyApi';

/** The form starts on the current calendar month in Japan, whatever zone the browser is in. */
export function currentMonthPeriod(now: Date): InvoicePeriod {
  const month = businessDay(now).slice(0, 7);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    periodFrom: `${month}-01`,
    periodTo: format(endOfMonth(new Date(year, monthNumber - 1, 1)), 'yyyy-MM-dd'),
  };
}

/** Error keys per field: both dates required, and the period may not end before it starts. */
export function invoicePeriodErrors(period: InvoicePeriod): Partial<Record<keyof InvoicePeriod, string>> {
  const errors: Partial<Record<keyof InvoicePeriod, string>> = {};
  if (!period.periodFrom) errors.periodFrom = 'Errors.Required';
  if (!period.periodTo) errors.periodTo = 'Errors.Required';
  else if (period.periodFrom && period.periodTo < period.periodFrom) errors.periodTo = 'Errors.Invalid';
  return errors;
}
