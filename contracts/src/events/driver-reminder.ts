import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * A driver on duty had no before-driving check by the office's start time plus the reminder margin, and was
 * reminded by mail (issue 34 item 5). Decided by the workers' reminder job, once per driver and Japan business day:
 * one stream per driver and day, so a second job run or a second workers process appends nothing. The mail itself
 * is sent by the workers reacting to this event (its job id is the driver and day, so a redelivery sends none).
 */
export const DriverCheckReminderSent = defineEvent({
  type: 'DriverCheckReminderSent',
  schema: z.object({
    driverId: z.string(),
    companyId: z.string(),
    /** The driver's office when reminded (its start time set `dueAt`); null: the driver belongs to no office. */
    officeId: z.string().nullable(),
    /** The Japan business day 'YYYY-MM-DD' without a before-driving check. */
    date: z.iso.date(),
    /** The office's start time that day ('HH:mm' Japan time; the product's when the office names none). */
    startTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    /** When the reminder fell due: the start time plus the margin, Japan time (an instant, ISO). */
    dueAt: z.iso.datetime(),
    remindedAt: z.iso.datetime(),
  }),
});

export const driverReminderEvents = [DriverCheckReminderSent] as const;
export type DriverReminderEvent = EventOf<(typeof driverReminderEvents)[number]>;
export const driverReminderCatalogue = createCatalogue(driverReminderEvents);

export const DRIVER_REMINDER_STREAM_PREFIX = 'driverreminder-';
/** One stream per driver and Japan business day. */
export const driverReminderStream = (driverId: string, date: string): string => `${DRIVER_REMINDER_STREAM_PREFIX}${driverId}-${date}`;
