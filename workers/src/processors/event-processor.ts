import {
  CompanyInvoiceChargeDeclined,
  DriverCheckReminderSent,
  DriverDutySet,
  driverReminderCatalogue,
  invoiceCatalogue,
  LiveCallEnded,
  NotificationRaised,
  PositiveResultReferred,
  TestResultRecorded,
  VehicleInspectionRecorded,
  notificationCatalogue,
  testResultCatalogue,
  vehicleInspectionCatalogue,
} from '@fleetcheck/contracts';
import type { JobProcessor, RecordedEvent } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import type { EventJob } from '../queues';
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
  if ((EXPIRY_ON_SAVE_EVENT_TYPES as readonly string[]).includes(event.type)) return savesExpiryDate(event);
  if (event.type !== TestResultRecorded.type) return true;
  const test = testResultCatalogue.decode(event.type, event.schemaVersion, event.data);
  return test.type === 'TestResultRecorded' && test.data.failed;
}

/**
 * Processes one dispatched event. Every effect is idempotent (deterministic notification ids appended with
 * 'no_stream', deterministic mail job ids), so a retry or a redelivery after a crash changes nothing.
 */
export function createEventProcessor(deps: ProcessorDeps): JobProcessor<EventJob> {
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
    } else if (event.type === DriverDutySet.type) {
      await withdrawMissedCheckAlert(deps, event, cause);
    } else if ((EXPIRY_ON_SAVE_EVENT_TYPES as readonly string[]).includes(event.type)) {
      await processExpiryOnSave(deps, event, cause);
    } else {
      deps.logger?.warn({ type: event.type, eventId: event.eventId }, 'workers: event type not handled');
    }
  };
}
