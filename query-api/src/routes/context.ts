import type { ReadStore } from '@fleetcheck/platform';
import type { Authenticator } from '../auth/authenticate';

export interface RouteContext {
  store: ReadStore;
  auth: Authenticator;
  /** 'YYYY-MM-DD' in Japan: the default of the date filters. */
  today(): string;
}

/** Japan has one zone without daylight saving: UTC + 9 h. */
export const japanToday = (now: Date): string => new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);

/** Answer shape of a single record. */
export const success = <T>(data: T) => ({ operation: 'success' as const, data });
