import type { YearMonthDay } from '../forms/ymd';

/** Pure string helpers; nothing here reads the clock or a time zone. */

export function pad2(value: string | number): string {
  return String(value).padStart(2, '0');
}

/** `{y,m,d}` -> 'YYYY-MM-DD'; '-' when any part is empty (the driver payload's DOB rule, spec section 3). */
export function ymdToIsoDate(value: Partial<YearMonthDay> | null | undefined): string {
  if (!value?.y || !value.m || !value.d) return '-';
  return `${value.y}-${pad2(value.m)}-${pad2(value.d)}`;
}

/** 'YYYY-MM-DD' (or an ISO date-time) -> `{y,m,d}` with two-digit month and day; empty parts otherwise. */
export function isoDateToYmd(value: string | null | undefined): YearMonthDay {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return { y: '', m: '', d: '' };
  return { y: match[1]!, m: match[2]!, d: match[3]! };
}

/** 'YYYY-MM-DD...' -> 'YYYY.MM.DD' (list and notification display); '–' when not a date. */
export function toDottedDate(value: string | null | undefined): string {
  const { y, m, d } = isoDateToYmd(value);
  return y ? `${y}.${m}.${d}` : '–';
}

/** 'YYYY-MM-DDTHH:mm...' -> 'H:mm' without reinterpreting the zone; '–' when there is no time part. */
export function toShortTime(value: string | null | undefined): string {
  const match = /T(\d{2}):(\d{2})/.exec(value ?? '');
  if (!match) return '–';
  return `${Number(match[1])}:${match[2]}`;
}
