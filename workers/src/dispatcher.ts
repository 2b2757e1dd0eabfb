import type { EventStore, JobQueue, Logger, Subscription } from '@fleetcheck/platform';
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

const MAX_RESTART_DELAY_MS = 30_000;

/**
 * The dispatcher, restarted after a failure (queue backend unreachable, say) with a doubling delay. It
 * resumes from its checkpoint, so nothing is skipped; `stop` ends it for good.
 */
export function startSupervisedDispatcher(
  store: EventStore,
  events: JobQueue<EventJob>,
  options: { subscriberId?: string; logger?: Logger; firstRestartDelayMs?: number } = {},
): Subscription {
  let stopped = false;
  let current: Subscription | undefined;
  let wake: (() => void) | undefined;
  const firstDelay = options.firstRestartDelayMs ?? 500;

  const run = async (): Promise<void> => {
    let delay = firstDelay;
    while (!stopped) {
      current = startDispatcher(store, events, options.subscriberId);
      try {
        await current.done;
        return;
      } catch (error) {
        if (stopped) return;
        options.logger?.error({ err: error, retryInMs: delay }, 'workers: dispatcher failed; restarting from its checkpoint');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, delay).unref();
        });
        delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
      }
    }
  };
  const done = run();
  return {
    done,
    async stop() {
      stopped = true;
      wake?.();
      await current?.stop();
      await done;
    },
  };
}
