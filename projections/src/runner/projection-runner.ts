import type { EventStore, Logger, ReadStore, RecordedEvent, Subscription } from '@fleetcheck/platform';
import { applyBatch, loadCheckpoints, resumePosition } from './apply-batch';
import type { Projection } from './projection';

export interface ProjectionRunnerDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  projections: readonly Projection[];
  logger?: Logger;
  /** Events per transaction while catching up. */
  batchSize?: number;
  /** Wait before restarting after a failure. */
  retryDelayMs?: number;
}

export interface ProjectionRunner {
  start(): Promise<void>;
  /** Resolves once the event in flight (if any) has been committed. */
  stop(): Promise<void>;
  /** The last position every projection has committed (undefined before the first event). */
  position(): bigint | undefined;
  /** True once every projection has reached `position`; false when `timeoutMs` passes first. */
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean>;
}

/**
 * Runs projections over the global log: first catches up in batches (one transaction per batch), then
 * follows live, applying whatever has been committed when an event arrives (see handleLive). Every event
 * is seen, handled or not, so `position()` tracks the head of the log and read-your-writes can wait on it.
 */
export function createProjectionRunner(deps: ProjectionRunnerDeps): ProjectionRunner {
  const { eventStore, readStore, projections, logger } = deps;
  const batchSize = deps.batchSize ?? 500;
  const retryDelayMs = deps.retryDelayMs ?? 1000;
  let checkpoints = new Map<string, bigint | undefined>();
  let current: bigint | undefined;
  let subscription: Subscription | undefined;
  let running = false;
  let catchingUp: Promise<void> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  const waiters = new Set<{ position: bigint; resolve: (fresh: boolean) => void }>();

  const advance = (position: bigint | undefined) => {
    if (position === undefined) return;
    current = position;
    for (const waiter of waiters) {
      if (waiter.position <= position) {
        waiters.delete(waiter);
        waiter.resolve(true);
      }
    }
  };

  const handle = async (events: readonly RecordedEvent[]) => {
    await applyBatch(readStore, projections, checkpoints, events);
    advance(events.at(-1)?.position);
  };

  /**
   * A live event is a wake-up: everything committed since the last applied position is read and applied in
   * batches (one transaction and one checkpoint write per batch, not per event), so under a steady stream of
   * appends the runner keeps up instead of paying a transaction per event. Events already applied that way
   * are then delivered by the subscription and skipped here.
   */
  const handleLive = async (event: RecordedEvent) => {
    if (current !== undefined && event.position <= current) return;
    let after = current;
    for (;;) {
      const events = await eventStore.readAll({ after, maxCount: batchSize });
      if (events.length === 0) return;
      await handle(events);
      after = events.at(-1)!.position;
      if (events.length < batchSize) return;
    }
  };

  async function catchUp(): Promise<bigint | undefined> {
    let after = resumePosition(checkpoints);
    for (;;) {
      if (!running) return after;
      const events = await eventStore.readAll({ after, maxCount: batchSize });
      if (events.length === 0) return after;
      await handle(events);
      after = events.at(-1)!.position;
    }
  }

  async function run(): Promise<void> {
    checkpoints = await loadCheckpoints(readStore, projections);
    advance(resumePosition(checkpoints));
    const after = await catchUp();
    if (!running) return;
    const live = eventStore.subscribeToAll(handleLive, { after });
    subscription = live;
    live.done.catch((error: unknown) => {
      if (!running) return;
      logger?.error({ err: error }, 'projection failed; restarting from the checkpoints');
      subscription = undefined;
      retryTimer = setTimeout(() => void launch(), retryDelayMs);
    });
  }

  function launch(): Promise<void> {
    catchingUp = run().catch((error: unknown) => {
      if (!running) return;
      logger?.error({ err: error }, 'projection catch-up failed; retrying');
      retryTimer = setTimeout(() => void launch(), retryDelayMs);
    });
    return catchingUp;
  }

  return {
    async start() {
      if (running) return;
      running = true;
      for (const projection of projections) {
        for (const collection of projection.collections) await readStore.ensureCollection(collection);
      }
      void launch();
    },
    async stop() {
      running = false;
      clearTimeout(retryTimer);
      await catchingUp;
      await subscription?.stop();
      subscription = undefined;
      for (const waiter of waiters) waiter.resolve(false);
      waiters.clear();
    },
    position: () => current,
    waitForPosition(position, timeoutMs) {
      if (current !== undefined && position <= current) return Promise.resolve(true);
      return new Promise((resolve) => {
        const waiter = {
          position,
          resolve: (fresh: boolean) => {
            clearTimeout(timer);
            resolve(fresh);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          resolve(false);
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
  };
}
