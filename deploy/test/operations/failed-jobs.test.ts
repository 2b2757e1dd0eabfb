import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLogger, createOutboxMailer, createQueueBackend } from '@fleetcheck/platform';
import { createTestDatabase, startSmtpSink, type ReceivedMail, type TestDatabase } from '@fleetcheck/platform/testing';
import { QUEUE_NAMES } from '@fleetcheck/workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localEnvSchema } from '../../src/local/env';
import { startLocalSystem, type LocalSystem } from '../../src/local/system';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { DEMO_LOGINS, prepareFleet, type Fleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { eventually } from '../support/eventually';

/*
 * A mail server that is down makes the alert mails run out of attempts: an admin sees them listed as
 * failed, and once the server is back, retrying sends each exactly once.
 */

interface FailedJob {
  queue: string;
  id: string;
  name: string;
  failedReason: string;
  attemptsMade: number;
}

let db: TestDatabase;
let dataDir: string;
let system: LocalSystem;
let call: ApiCall;
let fleet: Fleet;
let adminToken: string;
let smtpPort: number;
let sink: Server | undefined;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const failedJobs = async (token = adminToken) => call('GET', '/admin/jobs/failed', { token });

beforeAll(async () => {
  smtpPort = await freePort();
  db = await createTestDatabase('fc_failed_jobs');
  dataDir = await mkdtemp(path.join(tmpdir(), 'fc-failed-jobs-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: db.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  });
  system = await startLocalSystem(env, createLogger({ level: 'silent', name: 'failed-jobs-test' }), {
    jobRetry: { attempts: 2, backoffMs: 50 },
  });
  call = apiClient(system.url);
  fleet = await prepareFleet(call, 1);
  const admin = await call('POST', '/auth/admin-login', {
    body: { username: DEMO_LOGINS.adminUsername, password: DEMO_LOGINS.adminPassword },
  });
  adminToken = admin.body.data.token;
});
afterAll(async () => {
  if (sink) await new Promise((resolve) => sink!.close(resolve));
  await system?.stop();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('jobs that run out of retries', () => {
  it('are listed for admins only, and a retry after recovery delivers each mail once', async () => {
    const reading = deviceReading(fleet.drivers[0]!, 0.3);
    expect((await call('POST', '/test-result/device', { device: fleet.devices[0]!.secret, body: reading })).status).toBe(201);

    // One alert mail per manager of the demo company, each failing against the closed SMTP port.
    const failed = await eventually('both alert mails to fail out of their retries', async () => {
      const answer = await failedJobs();
      const mails = (answer.body.docs as FailedJob[]).filter((job) => job.queue === QUEUE_NAMES.mail);
      return mails.length >= 2 ? mails : undefined;
    });
    expect(failed).toHaveLength(2);
    for (const job of failed) {
      expect(job.attemptsMade).toBe(2);
      expect(job.failedReason).toMatch(/ECONNREFUSED|connect/i);
    }

    expect((await failedJobs(fleet.managerToken)).status).toBe(403);
    expect((await call('POST', `/admin/jobs/${QUEUE_NAMES.mail}/${failed[0]!.id}/retry`, { token: fleet.managerToken })).status).toBe(403);
    expect((await call('POST', `/admin/jobs/${QUEUE_NAMES.mail}/no-such-job/retry`, { token: adminToken })).status).toBe(404);
    expect((await call('POST', `/admin/jobs/nope/${failed[0]!.id}/retry`, { token: adminToken })).status).toBe(404);

    const received: ReceivedMail[] = [];
    sink = await startSmtpSink(received, smtpPort);
    for (const job of failed) {
      const retried = await call('POST', `/admin/jobs/${QUEUE_NAMES.mail}/${job.id}/retry`, { token: adminToken });
      expect(retried.status).toBe(202);
    }
    await eventually('both retried mails delivered and no job failed', async () =>
      received.length >= 2 && ((await failedJobs()).body.docs as FailedJob[]).length === 0 ? true : undefined,
    );
    const recipients = received.flatMap((mail) => mail.to).sort();
    expect(recipients).toEqual(['RCPT TO:<manager2@fleetcheck.example>', 'RCPT TO:<manager@fleetcheck.example>']);

    // A job no longer failed cannot be retried into a second delivery: the retry is refused, and the mail queue
    // holds nothing that could still run (no job waiting, delayed, active or failed).
    expect((await call('POST', `/admin/jobs/${QUEUE_NAMES.mail}/${failed[0]!.id}/retry`, { token: adminToken })).status).toBe(404);
    const queues = createQueueBackend({ databaseUrl: db.url });
    try {
      expect(await queues.queue(QUEUE_NAMES.mail).counts()).toMatchObject({ waiting: 0, active: 0, delayed: 0, failed: 0 });
    } finally {
      await queues.close();
    }
    expect(received).toHaveLength(2);
  });

  it('lists the mail outbox for admins, newest first, and refuses a manager', async () => {
    // This system sends through SMTP, so its outbox starts empty: two mails are kept there as the local profile keeps them.
    const times = ['2026-03-02T01:00:00.000Z', '2026-03-02T03:30:00.000Z'];
    const outbox = createOutboxMailer(system.stores.readStore, { from: 'noreply@fleetcheck.example', now: () => new Date(times.shift()!) });
    await outbox.send({
      id: 'outbox-older',
      to: 'manager@fleetcheck.example',
      subject: 'アルコール検知',
      text: 'older',
      html: '<p>older</p>',
    });
    await outbox.send({ id: 'outbox-newer', to: 'manager2@fleetcheck.example', subject: '請求書', text: 'newer', html: '<p>newer</p>' });

    const listed = await call('GET', '/admin/mail-outbox', { token: adminToken });
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ totalDocs: 2, page: 1 });
    expect(listed.body.docs).toEqual([
      {
        _id: 'outbox-newer',
        from: 'noreply@fleetcheck.example',
        to: 'manager2@fleetcheck.example',
        subject: '請求書',
        text: 'newer',
        html: '<p>newer</p>',
        createdAt: '2026-03-02T03:30:00.000Z',
      },
      {
        _id: 'outbox-older',
        from: 'noreply@fleetcheck.example',
        to: 'manager@fleetcheck.example',
        subject: 'アルコール検知',
        text: 'older',
        html: '<p>older</p>',
        createdAt: '2026-03-02T01:00:00.000Z',
      },
    ]);
    expect((await call('GET', '/admin/mail-outbox', { token: fleet.managerToken })).status).toBe(403);
  });
});
