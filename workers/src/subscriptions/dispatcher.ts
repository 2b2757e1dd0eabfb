import type { EventStore, JobQueue, RecordedEvent, Subscription } from '@fleetcheck/platform';
import { DISPATCHED_EVENT_TYPES } from '../processors/event-processor';
import { toEventJob, type EventJob } from '../queues';
import { superviseSubscription, type SuperviseOptions } from './supervise';

export const DISPATCHER_SUBSCRIBER_ID = 'workers-dispatcher';

export interface DispatcherOptions {
  subscriberId?: string;
  /** Events of the dispatched types that can have no effect are skipped (a passing test, say). */
  needsJob?: (event: RecordedEvent) => boolean;
}

/**
 * Turns events into jobs. The checkpoint is stored after the job is queued, so a crash in between redelivers
 * the event; the job id is the event id, so that redelivery queues nothing new.
 */
export function startDispatcher(store: EventStore, events: JobQueue<EventJob>, options: DispatcherOptions = {}): Subscription {
  const needsJob = options.needsJob ?? (() => true);
  return store.subscribeWithCheckpoint(
    options.subscriberId ?? DISPATCHER_SUBSCRIBER_ID,
    async (event) => {
      if (needsJob(event)) await events.add(event.type, toEventJob(event), { jobId: event.id });
    },
    { filter: { eventTypes: DISPATCHED_EVENT_TYPES } },
  );
}

/** The dispatcher, restarted from its checkpoint after a failure (queue backend unreachable, say). */
export function startSupervisedDispatcher(
  store: EventStore,
  events: JobQueue<EventJob>,
  options: DispatcherOptions & SuperviseOptions = {},
): Subscription {
  return superviseSubscription('dispatcher', () => startDispatcher(store, events, options), options);
}
