import type { EventStore, JobQueue, Subscription } from '@fleetcheck/platform';
import { DISPATCHED_EVENT_TYPES } from './processors/event-processor';
import { toEventJob, type EventJob } from './queues';

export const DISPATCHER_SUBSCRIBER_ID = 'workers-dispatcher';

/**
 * Turns events into jobs. The checkpoint is stored after the job is queued, so a crash in between redelivers
 * the event; the job id is the event id, so that redelivery queues nothing new.
 */
export function startDispatcher(store: EventStore, events: JobQueue<EventJob>, subscriberId = DISPATCHER_SUBSCRIBER_ID): Subscription {
  return store.subscribeWithCheckpoint(
    subscriberId,
    async (event) => {
      await events.add(event.type, toEventJob(event), { jobId: event.id });
    },
    { filter: { eventTypes: DISPATCHED_EVENT_TYPES } },
  );
}
