import type { EventMetadata } from '@fleetcheck/contracts';
import type { RecordedEvent } from '@fleetcheck/platform';

/** Defined in platform so the APIs can list and retry failed jobs without importing the workers. */
export { JOB_QUEUE_NAMES as QUEUE_NAMES } from '@fleetcheck/platform';

export const EXPIRY_SCAN_SCHEDULER_ID = 'daily-expiry-scan';
export const EXPIRY_SCAN_JOB = 'ExpiryScan';
export const RECURRING_BILLING_SCHEDULER_ID = 'daily-recurring-billing';
export const RECURRING_BILLING_JOB = 'RecurringBilling';
export const RENEWAL_JOB = 'RenewSubscription';
export const INVOICE_CHARGE_JOB = 'ChargeUnansweredInvoice';
export const CHECK_MISSING_SCHEDULER_ID = 'daily-check-missing';
export const CHECK_MISSING_JOB = 'CheckMissingScan';
export const DRIVER_REMINDER_SCHEDULER_ID = 'driver-check-reminder';
export const DRIVER_REMINDER_JOB = 'DriverCheckReminderScan';
export const LIVE_CALL_EXPIRY_SCHEDULER_ID = 'minute-live-call-expiry';
export const LIVE_CALL_EXPIRY_JOB = 'LiveCallExpiry';
export const MONTHLY_REPORTS_SCHEDULER_ID = 'monthly-record-book';
export const MONTHLY_REPORTS_JOB = 'MonthlyRecordBookReports';
export const WEEKLY_REPORTS_SCHEDULER_ID = 'weekly-summary';
export const WEEKLY_REPORTS_JOB = 'WeeklySummaryReports';
export const REPORT_MAIL_JOB = 'ReportMail';

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
