import { randomUUID } from 'node:crypto';
import { createOutboxMailer, mailOutboxCollection, type JobQueue, type Mailer } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, startWorkers, type MailJob, type RunningWorkers } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { mailJobId } from '../src/processors/notification-mail';
import { availableServices, eventually, openHarness, QUEUE_KINDS, type Harness } from './support/harness';
import { recordTest, seedDriver, seedManager } from './support/seed';

const services = await availableServices('workers mail retries');

describe.each(QUEUE_KINDS)('mail retries on the %s queue backend', (kind) => {
  const enabled = services[kind];
  let harness: Harness;
  let workers: RunningWorkers;
  let mailQueue: JobQueue<MailJob>;
  /** The SMTP server's state: down until a test brings it back. */
  const smtp = { down: true, attempts: 0 };

  beforeAll(async () => {
    if (!enabled) return;
    harness = await openHarness(kind);
    const outbox = createOutboxMailer(harness.readStore, { from: 'FleetCheck <no-reply@example.com>' });
    const flakyMailer: Mailer = {
      async send(message) {
        smtp.attempts += 1;
        if (smtp.down) throw new Error('SMTP 421 service not available');
        await outbox.send(message);
      },
    };
    mailQueue = harness.queues.queue<MailJob>(QUEUE_NAMES.mail);
    workers = await startWorkers({
      eventStore: harness.store,
      readStore: harness.readStore,
      queues: harness.queues,
      mailer: flakyMailer,
      schedule: false,
      retry: { attempts: 3, backoffMs: 20 },
    });
  });
  afterAll(async () => {
    if (!enabled) return;
    await workers.stop();
    await harness.close();
  });

  it.skipIf(!enabled)('a mail that fails every attempt is retried with backoff, listed as failed, and can be retried', async () => {
    const companyId = randomUUID();
    const managerId = await seedManager(harness.store, companyId, 'boss@example.com');
    const driverId = await seedDriver(harness.store, companyId, '2030-01-01');
    await harness.readModelsCaughtUp();
    const test = await recordTest(harness.store, { companyId, driverId, resultMgL: 0.1 });
    const jobId = mailJobId(notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId), managerId);

    const [failed] = await eventually(async () => {
      const list = await mailQueue.listFailed();
      return list.some((job) => job.id === jobId) && list.filter((job) => job.id === jobId);
    }, 'the mail job to fail');
    expect(failed).toMatchObject({
      id: jobId,
      attemptsMade: 3,
      failedReason: 'SMTP 421 service not available',
      data: { to: 'boss@example.com' },
    });
    expect(smtp.attempts).toBe(3);
    expect(await harness.readStore.collection(mailOutboxCollection).findById(jobId)).toBeUndefined();

    smtp.down = false;
    await mailQueue.retryFailed(jobId);
    await eventually(async () => (await mailQueue.getJob(jobId))?.state === 'completed', 'the retried mail');
    expect(await harness.readStore.collection(mailOutboxCollection).findById(jobId)).toMatchObject({ to: 'boss@example.com' });
    expect((await mailQueue.listFailed()).map((job) => job.id)).not.toContain(jobId);
  });
});
