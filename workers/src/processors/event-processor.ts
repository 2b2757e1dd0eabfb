import {
  CompanyInvoiceChargeDeclined,
  CompanyInvoiceChargeUnanswered,
  CompanyInvoicePaid,
  DriverCheckReminderSent,
  DriverDutySet,
  driverReminderCatalogue,
  invoiceCatalogue,
  invoiceOrderId,
  LiveCallEnded,
  NotificationRaised,
  PositiveResultReferred,
  TestResultRecorded,
  VehicleInspectionRecorded,
  notificationCatalogue,
  testResultCatalogue,
  vehicleInspectionCatalogue,
} from '@fleetcheck/contracts';
import type { JobProcessor, JobQueue, RecordedEvent } from '@fleetcheck/platform';
import { invoiceChargeJobId } from '../billing/invoice-charge';
import { mailInvoiceReceipt } from '../billing/invoice-receipt';
import type { BillingJob } from '../billing/billing-job';
import type { ProcessorDeps } from '../deps';
import { INVOICE_CHARGE_JOB, type EventJob } from '../queues';
import { processAlcoholTest } from './alcohol-test';
import { processAssistantReferral } from './assistant-referral';
import { queueDriverReminderMail } from './driver-reminder-mail';
import { processUnansweredCall } from './live-call-unanswered';
import { EXPIRY_ON_SAVE_EVENT_TYPES, processExpiryOnSave, savesExpiryDate } from './expiry-on-save';
import { queueNotificationMails } from './notification-mail';
import { marksOffDuty, withdrawMissedCheckAlert } from './off-duty-alert';
import { processVehicleInspection } from './vehicle-inspection-alert';
import { processInvoiceChargeDeclined } from './invoice-charge-declined';

/** The event types the dispatcher hands to the workers. */
export const DISPATCHED_EVENT_TYPES = [
  TestResultRecorded.type,
  PositiveResultReferred.type,
  NotificationRaised.type,
  DriverDutySet.type,
  VehicleInspectionRecorded.type,
  DriverCheckReminderSent.type,
  LiveCallEnded.type,
  CompanyInvoiceChargeDeclined.type,
  CompanyInvoiceChargeUnanswered.type,
  CompanyInvoicePaid.type,
  ...EXPIRY_ON_SAVE_EVENT_TYPES,
] as const;

/**
 * Whether a dispatched event can have an effect: a test result only when it was recorded as failed (a passing
 * one raises nothing here; device usage is counted by the device usage monitor without jobs), a car or driver
 * save only when it names an expiry date, a driver's duty only when marked off duty (it may take back an alert), a
 * live call's end only when nobody answered it.
 */
export function needsJob(event: RecordedEvent): boolean {
  if (event.type === DriverDutySet.type) return marksOffDuty(event);
  if (event.type === LiveCallEnded.type) {
    const ended = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
    return ended.type === 'LiveCallEnded' && ended.data.reason === 'unanswered';
  }
  if (event.type === VehicleInspectionRecorded.type) {
    const inspection = vehicleInspectionCatalogue.decode(event.type, event.schemaVersion, event.data);
    return inspection.type === 'VehicleInspectionRecorded' && inspection.data.items.some((item) => item.result === 'abnormal');
  }
  if (event.type === CompanyInvoicePaid.type) {
    const paid = invoiceCatalogue.decode(event.type, event.schemaVersion, event.data);
    return paid.type === 'CompanyInvoicePaid' && paidByItsOwnCharge(paid.data);
  }
  if ((EXPIRY_ON_SAVE_EVENT_TYPES as readonly string[]).includes(event.type)) return savesExpiryDate(event);
  if (event.type !== TestResultRecorded.type) return true;
  const test = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
  return test.type === 'TestResultRecorded' && test.data.failed;
}

/**
 * An invoice paid by the charge made for it (to the card on file), not settled by the charge that started its term:
 * that charge had its own receipt.
 */
const paidByItsOwnCharge = (paid: { invoiceId: string; orderId: string }): boolean => paid.orderId === invoiceOrderId(paid.invoiceId);

/**
 * Processes one dispatched event. Every effect is idempotent (deterministic notification ids appended with
 * 'no_stream', deterministic mail job ids), so a retry or a redelivery after a crash changes nothing.
 */
export function createEventProcessor(deps: ProcessorDeps, billingQueue?: JobQueue<BillingJob>): JobProcessor<EventJob> {
  return async (job) => {
    const { data: event } = job;
    const cause = { causationId: event.eventId, correlationId: event.metadata.correlationId };
    if (event.type === TestResultRecorded.type) {
      const test = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (test.type !== 'TestResultRecorded') return;
      await processAlcoholTest(deps, test.data, cause);
    } else if (event.type === PositiveResultReferred.type) {
      const referred = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (referred.type !== 'PositiveResultReferred') return;
      await processAssistantReferral(deps, referred.data, cause);
    } else if (event.type === NotificationRaised.type) {
      const raised = notificationCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (raised.type !== 'NotificationRaised') return;
      await queueNotificationMails(deps, raised.data);
    } else if (event.type === VehicleInspectionRecorded.type) {
      const inspection = vehicleInspectionCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (inspection.type !== 'VehicleInspectionRecorded') return;
      await processVehicleInspection(deps, inspection.data, cause);
    } else if (event.type === DriverCheckReminderSent.type) {
      const reminder = driverReminderCatalogue.decode(event.type, event.schemaVersion, event.data);
      await queueDriverReminderMail(deps, reminder.data);
    } else if (event.type === LiveCallEnded.type) {
      const ended = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (ended.type !== 'LiveCallEnded') return;
      await processUnansweredCall(deps, ended.data, cause);
    } else if (event.type === CompanyInvoiceChargeDeclined.type) {
      const declined = invoiceCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (declined.type !== 'CompanyInvoiceChargeDeclined') return;
      await processInvoiceChargeDeclined(deps, declined.data, cause);
    } else if (event.type === CompanyInvoiceChargeUnanswered.type) {
      const unanswered = invoiceCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (unanswered.type !== 'CompanyInvoiceChargeUnanswered') return;
      const job = { invoiceId: unanswered.data.invoiceId };
      // Retried with the billing queue's backoff; without a gateway (no billing queue) nothing can charge it.
      if (billingQueue) await billingQueue.add(INVOICE_CHARGE_JOB, job, { jobId: invoiceChargeJobId(job) });
      else deps.logger?.warn(job, 'workers: no payment gateway to retry an unanswered invoice charge');
    } else if (event.type === CompanyInvoicePaid.type) {
      const paid = invoiceCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (paid.type !== 'CompanyInvoicePaid' || !paidByItsOwnCharge(paid.data)) return;
      await mailInvoiceReceipt(deps, paid.data);
    } else if (event.type === DriverDutySet.type) {
      await withdrawMissedCheckAlert(deps, event, cause);
    } else if ((EXPIRY_ON_SAVE_EVENT_TYPES as readonly string[]).includes(event.type)) {
      await processExpiryOnSave(deps, event, cause);
    } else {
      deps.logger?.warn({ type: event.type, eventId: event.eventId }, 'workers: event type not handled');
    }
  };
}
