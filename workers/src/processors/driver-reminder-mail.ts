import type { EventOf, DriverCheckReminderSent } from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';
import type { ProcessorDeps } from '../deps';
import { DRIVER_REMINDER_MAIL_JOB } from '../queues';
import { driverReminderMail } from '../mail/driver-reminder-mail';

type Reminder = EventOf<typeof DriverCheckReminderSent>['data'];

/** The mail's job id, which the outbox keeps as the mail's id: one per driver and day however often it is queued. */
export const driverReminderMailJobId = (driverId: string, date: string): string => `driver-reminder.${driverId}.${date}`;

/**
 * Queues the reminder mail of a DriverCheckReminderSent to the driver (issue 34 item 5), as the driver's stream
 * has them now: a driver deleted or left with no address since gets none.
 */
export async function queueDriverReminderMail(deps: ProcessorDeps, reminder: Reminder): Promise<void> {
  const driver = await deps.directory.driver(reminder.driverId);
  if (!driver || driver.companyId !== reminder.companyId || driver.email.trim() === '') return;
  const names = await deps.directory.companyNames(reminder.companyId);
  const startAt = businessInstant(reminder.date, reminder.startTime);
  const mail = driverReminderMail({
    driverName: `${driver.lastName} ${driver.firstName}`,
    officeName: reminder.officeId === null ? null : (names.offices.get(reminder.officeId) ?? null),
    companyName: names.name,
    date: reminder.date,
    localStartAt: businessDateTime(startAt).dateTime,
    localDueAt: businessDateTime(reminder.dueAt).dateTime,
    marginMinutes: Math.round((Date.parse(reminder.dueAt) - Date.parse(startAt)) / 60_000),
  });
  await deps.mailQueue.add(
    DRIVER_REMINDER_MAIL_JOB,
    { to: driver.email, ...mail },
    { jobId: driverReminderMailJobId(reminder.driverId, reminder.date) },
  );
}
