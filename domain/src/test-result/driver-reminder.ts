import { businessInstant } from '../calendar/business-day';

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
