import { randomUUID } from 'node:crypto';
import { createOutboxMailer, mailOutboxCollection, type JobQueue } from '@fleetcheck/platform';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_NAMES, type MailJob } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { mailJobId } from '../src/processors/notification-mail';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { recordTest, seedDriver, seedManager } from './support/seed';

const backends = await queueBackends('workers mail retries');

describe.each(backends)('mail retries on the %s queue backend', (_name, kind) => {
  /** The SMTP server's state: down until a test brings it back. */
  const smtp = { down: true, attempts: 0 };
  const running = useWorkers(kind, {
    schedule: false,
    retry: { attempts: 3, backoffMs: 20 },
    mailer: (harness) => {
      const outbox = createOutboxMailer(harness.readStore, { from: 'FleetCheck <no-reply@example.com>' });
      return {
        async send(message) {
          smtp.attempts += 1;
          if (smtp.down) throw new Error('SMTP 421 service not available');
          await outbox.send(message);
        },
      };
    },
  });
  let mailQueue: JobQueue<MailJob>;
  beforeAll(() => {
    mailQueue = running.harness.queues.queue<MailJob>(QUEUE_NAMES.mail);
  });

  it('a mail that fails every attempt is retried with backoff, listed as failed, and can be retried', async () => {
    const companyId = randomUUID();
    const managerId = await seedManager(running.harness.store, companyId, 'boss@example.com');
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    await running.harness.readModelsCaughtUp();
    const test = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.1 });
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
    expect(await running.harness.readStore.collection(mailOutboxCollection).findById(jobId)).toBeUndefined();

    smtp.down = false;
    await mailQueue.retryFailed(jobId);
    await eventually(async () => (await mailQueue.getJob(jobId))?.state === 'completed', 'the retried mail');
    expect(await running.harness.readStore.collection(mailOutboxCollection).findById(jobId)).toMatchObject({ to: 'boss@example.com' });
    expect((await mailQueue.listFailed()).map((job) => job.id)).not.toContain(jobId);
  });
});
