import { businessDateTime } from '@fleetcheck/domain/calendar/business-day';

export { formatYen } from '@fleetcheck/contracts';

const missing = '–';

function toDate(value: Date | string | number): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** List display date, YYYY.MM.DD, on the Japan calendar whatever zone the browser is in. */
export function formatListDate(value: Date | string | number | null | undefined): string {
  const date = value == null ? undefined : toDate(value);
  return date ? businessDateTime(date).date.replaceAll('-', '.') : missing;
}

/** List display time, H:mm, on the Japan clock whatever zone the browser is in. */
export function formatListTime(value: Date | string | number | null | undefined): string {
  const date = value == null ? undefined : toDate(value);
  return date ? businessDateTime(date).time.replace(/^0(?=\d:)/, '') : missing;
}

/** Date and time on the Japan clock, 'YYYY.MM.DD H:mm': an instant a record names (its entry time, say). */
export function formatJapanDateTime(value: Date | string | number | null | undefined): string {
  return value == null ? missing : `${formatListDate(value)} ${formatListTime(value)}`;
}
