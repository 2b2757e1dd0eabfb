import type { EventHandler, RecordedEvent, Subscription } from './port';
import { Wakeup } from './wakeup';

export interface PolledSubscriptionSource {
  /** Resolves once live signals flow (e.g. LISTEN is active), so a read after it cannot miss a signal. */
  ready(): Promise<void>;
  /** Up to a batch of events strictly after `after` (undefined: from the beginning), in position order. */
  readAfter(after: bigint | undefined): Promise<RecordedEvent[]>;
  wakeup: Wakeup;
  /** Upper bound on the wait between reads when no signal comes (a missed signal costs at most this). */
  safetyPollMs: number;
}

/**
 * Catch-up then live delivery over a store that can read "after position p" and signal new appends.
 * `start` runs before the first read (e.g. to load a checkpoint) and yields the starting position;
 * `afterHandled` runs with the last handled event of each batch read (e.g. to store the checkpoint once per
 * batch rather than per event), and before a stop or a handler failure ends the subscription.
 */
export function startPolledSubscription(
  source: PolledSubscriptionSource,
  handler: EventHandler,
  start: () => Promise<bigint | undefined>,
  afterHandled?: (event: RecordedEvent) => Promise<void>,
): Subscription {
  let stopping = false;
  const stopSignal = new Wakeup();

  const run = async () => {
    let after = await start();
    await source.ready();
    while (!stopping) {
      const seen = source.wakeup.current;
      const batch = await source.readAfter(after);
      let handled: RecordedEvent | undefined;
      try {
        for (const event of batch) {
          if (stopping) break;
          await handler(event);
          handled = event;
          after = event.position;
        }
      } finally {
        if (handled && afterHandled) await afterHandled(handled);
      }
      if (stopping) return;
      if (batch.length === 0) {
        await Promise.race([source.wakeup.wait(seen, source.safetyPollMs), stopSignal.wait(0, source.safetyPollMs)]);
      }
    }
  };

  const done = run();
  // `done` is awaited by whoever cares; an unobserved failure must not crash the process.
  done.catch(() => undefined);
  return {
    done,
    async stop() {
      stopping = true;
      stopSignal.notify();
      await done.catch(() => undefined);
    },
  };
}
