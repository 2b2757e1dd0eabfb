import { format, endOfMonth, startOfMonth } from 'date-fns';
import type { InvoicePeriod } from './companyApi';

/** The form starts on the current calendar month. */
export function currentMonthPeriod(today: Date): InvoicePeriod {
  return {
    periodFrom: format(startOfMonth(today), 'yyyy-MM-dd'),
    periodTo: format(endOfMonth(today), 'yyyy-MM-dd'),
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
