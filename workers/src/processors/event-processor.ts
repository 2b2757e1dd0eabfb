import { NotificationRaised, TestResultRecorded, notificationCatalogue, testResultCatalogue } from '@fleetcheck/contracts';
import type { JobProcessor } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import type { EventJob } from '../queues';
import { processAlcoholTest } from './alcohol-test';
import { processDeviceUsage } from './device-usage';
import { queueNotificationMails } from './notification-mail';

/** The event types the dispatcher hands to the workers. */
export const DISPATCHED_EVENT_TYPES = [TestResultRecorded.type, NotificationRaised.type] as const;

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
      // The alert first: it is what a manager waits for; usage counting reads more.
      await processAlcoholTest(deps, test.data, cause);
      await processDeviceUsage(deps, test.data, BigInt(event.position), cause);
    } else if (event.type === NotificationRaised.type) {
      const raised = notificationCatalogue.decode(event.type, event.schemaVersion, event.data);
      if (raised.type !== 'NotificationRaised') return;
      await queueNotificationMails(deps, raised.data);
    } else {
      deps.logger?.warn({ type: event.type, eventId: event.eventId }, 'workers: event type not handled');
    }
  };
}
