import { daysBetween } from '../calendar/business-day';

/** Where a document's date stands on a business day: past it, within the warning window, or neither. */
export type ExpiryStage = 'EXPIRED' | 'EXPIRING';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A licence, inspection or insurance date ('YYYY-MM-DD') on `today`: EXPIRED once the day is past, EXPIRING
 * from `warningDays` days before it (EXPIRY_WARNING_DAYS), otherwise undefined (also for no date). The alert
 * raised on saving, the daily scan and the lists' red and amber marks all read it here.
 */
export function expiryStage(today: string, expiresOn: string | null | undefined, warningDays: number): ExpiryStage | undefined {
  if (!expiresOn || !ISO_DAY.test(expiresOn)) return undefined;
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return 'EXPIRED';
  return daysLeft <= warningDays ? 'EXPIRING' : undefined;
}
