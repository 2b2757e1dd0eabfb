import type { EventHandler, RecordedEvent, Subscription } from './port';
import { Wakeup } from './wakeup';

const FIRST_RETRY_MS = 2;
const MAX_RETRY_MS = 100;

export interface PolledSubscriptionSource {
  /** Resolves once live signals flow (e.g. LISTEN is active), so a read after it cannot miss a signal. */
  ready(): Promise<void>;
  /**
   * Up to a batch of events strictly after `after` (undefined: from the beginning), in position order, and
   * `through`: the position up to which the read has seen everything there will ever be (the last event of a
   * full batch, or just below the store's visibility limit), so a filtered subscription moves past what it
   * does not want; and `newest`, the newest committed position, when the store has committed events that a
   * read cannot see yet (they wait for an older transaction to end).
   */
  readAfter(after: bigint | undefined): Promise<{ events: RecordedEvent[]; through: bigint | undefined; newest?: bigint }>;
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
    let retryMs = FIRST_RETRY_MS;
    while (!stopping) {
      const seen = source.wakeup.current;
      const { events: batch, through, newest } = await source.readAfter(after);
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
      if (through !== undefined && (after === undefined || through > after)) after = through;
      if (batch.length > 0) {
        retryMs = FIRST_RETRY_MS;
        continue;
      }
      // Committed but not readable yet (an older transaction is still running): look again shortly, whether or
      // not its notification has reached this process.
      const waitMs = newest !== undefined && (after === undefined || newest > after) ? retryMs : source.safetyPollMs;
      retryMs = waitMs === retryMs ? Math.min(retryMs * 2, MAX_RETRY_MS) : FIRST_RETRY_MS;
      await Promise.race([source.wakeup.wait(seen, waitMs), stopSignal.wait(0, waitMs)]);
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
