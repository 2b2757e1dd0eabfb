/**
 * Business days: the product's dates (test dates, "today" of the dashboard and the scans, notification
 * dates) are calendar days in Japan, whatever zone a server or browser runs in. Workers may name another
 * zone (TZ_BUSINESS); everything else reckons in the default.
 */
export const BUSINESS_TIME_ZONE = 'Asia/Tokyo';

export const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface BusinessDateTime {
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  time: string;
  /** 'YYYY-MM-DDTHH:mm' */
  dateTime: string;
}

/** The zone's wall clock at an instant, as Intl reads it (slow: tens of microseconds a call). */
function intlWallClock(at: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 100_000;
/** Per zone and UTC hour: the zone's offset through that hour, or null when it changes within the hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(epochMs: number, timeZone: string): number {
  const p = intlWallClock(new Date(epochMs), timeZone);
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/** The zone's offset at an instant when it holds for that whole UTC hour (Intl asked once an hour and zone). */
function steadyOffset(epochMs: number, timeZone: string): number | null {
  let hours = hourOffsets.get(timeZone);
  if (!hours) hourOffsets.set(timeZone, (hours = new Map()));
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const start = offsetAt(hour * HOUR_MS, timeZone);
    offset = offsetAt(hour * HOUR_MS + HOUR_MS - 1000, timeZone) === start ? start : null;
    if (hours.size >= MAX_CACHED_HOURS) hours.clear();
    hours.set(hour, offset);
  }
  return offset;
}

const pad = (n: number) => String(n).padStart(2, '0');

function wallClock(instant: Date | string, timeZone: string): Record<string, string> {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  const epochMs = at.getTime();
  if (Number.isNaN(epochMs)) throw new RangeError('Invalid time value');
  const offset = steadyOffset(epochMs, timeZone);
  if (offset === null) return intlWallClock(at, timeZone);
  const wall = new Date(epochMs + offset);
  return {
    year: String(wall.getUTCFullYear()),
    month: pad(wall.getUTCMonth() + 1),
    day: pad(wall.getUTCDate()),
    hour: pad(wall.getUTCHours()),
    minute: pad(wall.getUTCMinutes()),
    second: pad(wall.getUTCSeconds()),
  };
}

/** Wall-clock date and time of an instant (a Date or an ISO string) in the business zone. */
export function businessDateTime(instant: Date | string, timeZone: string = BUSINESS_TIME_ZONE): BusinessDateTime {
  const parts = wallClock(instant, timeZone);
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}`;
  return { date, time, dateTime: `${date}T${time}` };
}

/** 'YYYY-MM-DD' of the business day containing the instant. */
export const businessDay = (instant: Date | string, timeZone: string = BUSINESS_TIME_ZONE): string =>
  businessDateTime(instant, timeZone).date;

/** The first instant of a business day ('YYYY-MM-DD'), as an ISO string. */
export function businessDayStart(day: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const midnightUtc = Date.parse(`${day}T00:00:00Z`);
  const guess = midnightUtc - offsetAt(midnightUtc, timeZone);
  // A zone whose offset changes that night (daylight saving) needs the offset of the instant itself.
  return new Date(midnightUtc - offsetAt(guess, timeZone)).toISOString();
}

/** The instant a wall-clock date ('YYYY-MM-DD') and time ('HH:mm') name in the business zone, as an ISO string. */
export function businessInstant(day: string, time: string, timeZone: string = BUSINESS_TIME_ZONE): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(businessDayStart(day, timeZone)) + (hours * 60 + minutes) * 60_000).toISOString();
}

/** The last instant (ms) of a business day, as an ISO string: a range filter's inclusive end. */
export const businessDayEnd = (day: string, timeZone: string = BUSINESS_TIME_ZONE): string =>
  new Date(Date.parse(businessDayStart(addDays(day, 1), timeZone)) - 1).toISOString();

/** The calendar day `days` after `day` (negative: before); calendar days have no zone. */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (both 'YYYY-MM-DD'); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
