import { createOutboxMailer, type JobQueue, type Mailer } from '@fleetcheck/platform';
import { afterAll, beforeAll } from 'vitest';
import { QUEUE_NAMES, startWorkers, type RunningWorkers, type StartWorkersDeps } from '../../src/index';
import type { ScheduledJob } from '../../src/queues';
import { eventually, openHarness, type Harness, type QueueKind } from './harness';

/**
 * What a suite sets of the workers it starts; the stores and queues come from the harness, and the mailer is an
 * outbox mailer unless the suite builds its own on the harness.
 */
export type WorkersOptions = Omit<StartWorkersDeps, 'eventStore' | 'readStore' | 'queues' | 'mailer'> & {
  mailer?: (harness: Harness) => Mailer;
};

export interface WorkersUnderTest {
  harness: Harness;
  workers: RunningWorkers;
  scheduled: JobQueue<ScheduledJob>;
  /**
   * Runs one scheduled job the way the daily schedule would: once the read models hold everything seeded,
   * `queue` queues it (e.g. `workers.scanNow()`), and this resolves when the scheduled queue has finished it.
   */
  runScheduled(queue: (workers: RunningWorkers) => Promise<void>, what: string): Promise<void>;
}

/**
 * Opens a harness on the `kind` queue backend and starts the workers on it with an outbox mailer before the
 * suite's tests, and stops both after them. The fields are set in `beforeAll`: read them inside tests.
 */
export function useWorkers(kind: QueueKind, { mailer, ...options }: WorkersOptions): WorkersUnderTest {
  const running = {
    async runScheduled(queue, what) {
      await running.harness.readModelsCaughtUp();
      const before = (await running.scheduled.counts()).completed;
      await queue(running.workers);
      await eventually(async () => (await running.scheduled.counts()).completed > before, what);
    },
  } as WorkersUnderTest;
  beforeAll(async () => {
    running.harness = await openHarness(kind);
    running.scheduled = running.harness.queues.queue<ScheduledJob>(QUEUE_NAMES.scheduled);
    running.workers = await startWorkers({
      eventStore: running.harness.store,
      readStore: running.harness.readStore,
      queues: running.harness.queues,
      mailer: mailer?.(running.harness) ?? createOutboxMailer(running.harness.readStore, { from: 'FleetCheck <no-reply@example.com>' }),
      ...options,
    });
  });
  afterAll(async () => {
    await running.workers.stop();
    await running.harness.close();
  });
  return running;
}
