import { randomUUID } from 'node:crypto';
import { notificationStream } from '@fleetcheck/contracts';
import { createOutboxMailer, mailOutboxCollection, type JobQueue } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultWorkersConfig } from '../src/config';
import { startDispatcher, startSupervisedDispatcher } from '../src/subscriptions/dispatcher';
import { createReadModelFleetDirectory } from '../src/fleet/read-model-directory';
import { QUEUE_NAMES, startWorkers, type EventJob, type MailJob } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { createEventProcessor } from '../src/processors/event-processor';
import { eventually, openHarness, type Harness, queueBackends } from './support/harness';
import { recordTest, seedDriver, seedManager } from './support/seed';

const backends = await queueBackends('workers crash recovery');

/** Short locks so a dead worker's job is taken over quickly. */
const FAST_RECOVERY = { lockDurationMs: 1000, stalledIntervalMs: 300 };

describe.each(backends)('a worker killed mid-job on the %s queue backend', (_name, kind) => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await openHarness(kind);
  });
  afterAll(async () => {
    await harness.close();
  });

  it('after its effect but before its ack: the job is taken over and the effect happens once', async () => {
    const companyId = randomUUID();
    await seedManager(harness.store, companyId, 'boss@example.com');
    const driverId = await seedDriver(harness.store, companyId, '2030-01-01');
    await harness.readModelsCaughtUp();
    const test = await recordTest(harness.store, { companyId, driverId, resultMgL: 0.25 });
    const notificationId = notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId);
    const mailer = createOutboxMailer(harness.readStore, { from: 'FleetCheck <no-reply@example.com>' });

    const events: JobQueue<EventJob> = harness.queues.queue<EventJob>(QUEUE_NAMES.events);
    const dispatcher = startDispatcher(harness.store, events);

    // The doomed worker does the real work, then hangs as a process would that died before acknowledging.
    const process = createEventProcessor({
      store: harness.store,
      directory: createReadModelFleetDirectory(harness.store, harness.readStore),
      config: defaultWorkersConfig,
      clock: { now: () => new Date() },
      mailQueue: harness.queues.queue<MailJob>(QUEUE_NAMES.mail),
      mailer,
    });
    let doomedJobId: string | undefined;
    const doomed = harness.queues.worker<EventJob>(
      QUEUE_NAMES.events,
      async (job) => {
        await process(job);
        // Only this test's result: the log may hold other tests' results (they run in any order on one database).
        if (job.data.type === 'TestResultRecorded' && (job.data.data as { testResultId: string }).testResultId === test.testResultId) {
          doomedJobId = job.id;
          await new Promise<never>(() => undefined);
        }
      },
      { ...FAST_RECOVERY, concurrency: 4 },
    );
    await eventually(async () => doomedJobId, 'the doomed worker to take the test result');
    expect(await harness.store.readStream(notificationStream(notificationId))).toHaveLength(1);
    await doomed.close(true);
    expect((await events.getJob(doomedJobId!))?.state).toBe('active');

    const survivor = await startWorkers({
      eventStore: harness.store,
      readStore: harness.readStore,
      queues: harness.queues,
      mailer,
      dispatch: false,
      schedule: false,
      workerOptions: FAST_RECOVERY,
    });
    await eventually(async () => (await events.getJob(doomedJobId!))?.state === 'completed', 'the survivor to finish the job', 30_000);
    const mails = await eventually(async () => {
      const found = (await harness.readStore.collection(mailOutboxCollection).findMany()).filter((mail) =>
        mail._id.includes(notificationId),
      );
      return found.length > 0 && found;
    }, 'the alert mail');

    expect(await harness.store.readStream(notificationStream(notificationId))).toHaveLength(1);
    expect(mails).toHaveLength(1);
    await dispatcher.stop();
    await survivor.stop();
  });

  it('a dispatcher whose queue fails restarts from its checkpoint and skips nothing', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(harness.store, companyId, '2030-01-01');
    const real = harness.queues.queue<EventJob>('dispatch-outage');
    let outage = 2;
    const flaky: JobQueue<EventJob> = Object.assign(Object.create(real) as JobQueue<EventJob>, {
      add: async (...args: Parameters<JobQueue<EventJob>['add']>) => {
        if (outage-- > 0) throw new Error('queue backend unreachable');
        return real.add(...args);
      },
    });
    const subscriberId = `outage-${randomUUID()}`;
    const dispatcher = startSupervisedDispatcher(harness.store, flaky, { subscriberId, firstRestartDelayMs: 10 });
    const first = await recordTest(harness.store, { companyId, driverId, resultMgL: 0 });
    const second = await recordTest(harness.store, { companyId, driverId, resultMgL: 0 });
    const all = await harness.store.readAll({ filter: { eventTypes: ['TestResultRecorded'] } });
    const ids = all
      .filter((e) => [first.testResultId, second.testResultId].includes((e.data as { testResultId: string }).testResultId))
      .map((e) => e.id);
    for (const id of ids) await eventually(async () => (await real.getJob(id)) !== undefined, 'the job after the outage');
    expect(outage).toBeLessThan(0);
    await dispatcher.stop();
  });
});
