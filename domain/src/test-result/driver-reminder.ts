import { DEFAULT_OFFICE_START_TIME, type CheckType } from '@fleetcheck/contracts';
import { businessInstant } from '../calendar/business-day';
import { officeDayClosedAt } from './check-board';

/**
 * When a driver on duty who has no before-driving check on `day` is reminded: the office's start time plus the
 * margin (Japan time). The phone's banner and the reminder mail both ask this; null: no reminder that day.
 */
export function reminderDueAt(input: {
  day: string;
  startTime: string;
  marginMinutes: number;
  onDuty: boolean;
  hasBeforeDrivingCheck: boolean;
}): string | null {
  if (!input.onDuty || input.hasBeforeDrivingCheck) return null;
  return new Date(Date.parse(businessInstant(input.day, input.startTime)) + input.marginMinutes * 60_000).toISOString();
}

/** Whether the reminder is due at `now`. */
export const isReminderDue = (dueAt: string | null, now: Date): boolean => dueAt !== null && now.getTime() >= Date.parse(dueAt);

/** An office's day as the reminder reads it ('HH:mm' Japan time; null: the defaults). */
export interface ReminderOffice {
  startTime: string | null;
  cutoff: string | null;
}

/** The start time of a driver's office, or the product's when the office names none or the driver has no office. */
export const officeStartTime = (office: { startTime?: string | null } | undefined): string =>
  office?.startTime || DEFAULT_OFFICE_START_TIME;

export interface DueReminder {
  driverId: string;
  officeId: string | null;
  /** The office's start time ('HH:mm' Japan time) and the instant the reminder fell due (start plus margin). */
  startTime: string;
  dueAt: string;
}

/**
 * The drivers to remind by mail at `now` on the Japan business day `day` (issue 34 item 5): those on duty with no
 * before-driving check that day whose reminder is due (the banner's rule, above), while their office's day is still
 * open. From the office's cut-off (or `fallbackCutoff`, the workers' CHECK_CUTOFF) the managers' missed-check alert
 * speaks instead, so a job that runs late sends no reminder for a closed day.
 */
export function remindersDue(input: {
  day: string;
  now: Date;
  marginMinutes: number;
  drivers: readonly { driverId: string; officeId: string | null }[];
  checks: readonly { driverId: string; checkType: CheckType }[];
  offDuty: ReadonlySet<string>;
  offices: ReadonlyMap<string, ReminderOffice>;
  fallbackCutoff: string;
}): DueReminder[] {
  const checked = new Set(input.checks.filter((check) => check.checkType === 'before_driving').map((check) => check.driverId));
  const due: DueReminder[] = [];
  for (const { driverId, officeId } of input.drivers) {
    const office = officeId === null ? undefined : input.offices.get(officeId);
    if (officeDayClosedAt(input.now, office?.cutoff, input.fallbackCutoff) >= input.day) continue;
    const startTime = officeStartTime(office);
    const dueAt = reminderDueAt({
      day: input.day,
      startTime,
      marginMinutes: input.marginMinutes,
      onDuty: !input.offDuty.has(driverId),
      hasBeforeDrivingCheck: checked.has(driverId),
    });
    if (dueAt !== null && isReminderDue(dueAt, input.now)) due.push({ driverId, officeId, startTime, dueAt });
  }
  return due;
}
