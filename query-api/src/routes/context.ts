import type { ReadStore } from '@fleetcheck/platform';
import type { Authenticator } from '../auth/authenticate';

export interface RouteContext {
  store: ReadStore;
  auth: Authenticator;
  /** 'YYYY-MM-DD' in Japan: the default of the date filters. */
  today(): string;
  /** Dates this many days ahead are expiring (EXPIRY_WARNING_DAYS). */
  expiryWarningDays: number;
  /** Minutes after an office's start time before a driver with no before-driving check sees the reminder (DRIVER_REMINDER_MARGIN_MINUTES). */
  driverReminderMarginMinutes?: number;
}

/** Answer shape of a single record. */
export const success = <T>(data: T) => ({ operation: 'success' as const, data });
