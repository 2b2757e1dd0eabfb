import { WORKER_JOB_NAMES, type EventMetadata } from '@fleetcheck/contracts';
import type { RecordedEvent } from '@fleetcheck/platform';

/**
 * Queue and job names come from contracts, where each has its words for the operations page (a name without words
 * fails to compile there); platform re-exports the queue names so the APIs can list and retry failed jobs without
 * importing the workers.
 */
export { JOB_QUEUE_NAMES as QUEUE_NAMES } from '@fleetcheck/platform';

export const EXPIRY_SCAN_SCHEDULER_ID = 'daily-expiry-scan';
export const EXPIRY_SCAN_JOB = WORKER_JOB_NAMES.expiryScan;
export const RECURRING_BILLING_SCHEDULER_ID = 'daily-recurring-billing';
export const RECURRING_BILLING_JOB = WORKER_JOB_NAMES.recurringBilling;
export const RENEWAL_JOB = WORKER_JOB_NAMES.renewal;
export const INVOICE_CHARGE_JOB = WORKER_JOB_NAMES.invoiceCharge;
export const CHECK_MISSING_SCHEDULER_ID = 'daily-check-missing';
export const CHECK_MISSING_JOB = WORKER_JOB_NAMES.checkMissing;
export const DRIVER_REMINDER_SCHEDULER_ID = 'driver-check-reminder';
export const DRIVER_REMINDER_JOB = WORKER_JOB_NAMES.driverReminder;
export const LIVE_CALL_EXPIRY_SCHEDULER_ID = 'minute-live-call-expiry';
export const LIVE_CALL_EXPIRY_JOB = WORKER_JOB_NAMES.liveCallExpiry;
export const MONTHLY_REPORTS_SCHEDULER_ID = 'monthly-record-book';
export const MONTHLY_REPORTS_JOB = WORKER_JOB_NAMES.monthlyReports;
export const WEEKLY_REPORTS_SCHEDULER_ID = 'weekly-summary';
export const WEEKLY_REPORTS_JOB = WORKER_JOB_NAMES.weeklyReports;
export const REPORT_MAIL_JOB = WORKER_JOB_NAMES.reportMail;
export const NOTIFICATION_MAIL_JOB = WORKER_JOB_NAMES.notificationMail;
export const DRIVER_REMINDER_MAIL_JOB = WORKER_JOB_NAMES.driverReminderMail;

/** A recorded event as a JSON job payload (positions are bigints, so they travel as strings). */
export interface EventJob {
  eventId: string;
  type: string;
  schemaVersion: number;
  streamName: string;
  position: string;
  data: unknown;
  metadata: EventMetadata;
}

export const toEventJob = (event: RecordedEvent): EventJob => ({
  eventId: event.id,
  type: event.type,
  schemaVersion: event.schemaVersion,
  streamName: event.streamName,
  position: event.position.toString(),
  data: event.data,
  metadata: event.metadata,
});

export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ScheduledJob {
  /** Set when a scan is triggered by hand (tests, admin); scheduled runs use the clock. */
  today?: string;
}
