import type { ProjectedEvent } from '../runner/projection';

/** When the event happened (metadata), not when it was stored: replays must produce the same documents. */
export const occurredAt = (event: ProjectedEvent): string => event.metadata.occurredAt;

/** Japan has one zone without daylight saving: local dates and times are UTC + 9 h. */
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' in Japan for an ISO date-time. */
export function japanDate(iso: string): string {
  return new Date(new Date(iso).getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'H:mm' in Japan for an ISO date-time (spec section 9 time format). */
export function japanTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + JAPAN_OFFSET_MS);
  return `${local.getUTCHours()}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}
