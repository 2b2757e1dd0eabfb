import { format } from 'date-fns';

export { formatYen } from '@fleetcheck/contracts';

const missing = '–';

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** List display date: YYYY.MM.DD. */
export function formatListDate(value: Date | string | number | null | undefined): string {
  const date = value == null ? undefined : toDate(value);
  return date ? format(date, 'yyyy.MM.dd') : missing;
}

/** List display time: H:mm. */
export function formatListTime(value: Date | string | number | null | undefined): string {
  const date = value == null ? undefined : toDate(value);
  return date ? format(date, 'H:mm') : missing;
}
