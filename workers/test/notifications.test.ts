import { randomUUID } from 'node:crypto';
import { notificationStream } from '@fleetcheck/contracts';
import { mailOutboxCollection, type JobQueue } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES, type EventJob } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { needsJob } from '../src/processors/event-processor';
import { DEVICE_USAGE_SUBSCRIBER_ID } from '../src/subscriptions/device-usage-monitor';
import { startDispatcher } from '../src/subscriptions/dispatcher';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { recordMaintenance, recordTest, seedDriver, seedManager, seedManagerChange } from './support/seed';

const backends = await queueBackends('workers notifications');

describe.each(backends)('notifications on the %s queue backend', (_name, kind) => {
  const running = useWorkers(kind, {
    schedule: false,
    // 00:30 on 1 April in Japan (31 March in UTC): alert mails must give the time in Japan.
    clock: { now: () => new Date('2026-03-31T15:30:00.000Z') },
    config: { defaultSensorLimit: { maxTests: 10, maxDays: 365, checkIntervalDays: 180 } },
  });

  const notificationEvents = (id: string) => running.harness.store.readStream(notificationStream(id));
  let eventsQueue: JobQueue<EventJob> | undefined;
  const events = () => (eventsQueue ??= running.harness.queues.queue<EventJob>(QUEUE_NAMES.events));
  const outbox = () => running.harness.readStore.collection(mailOutboxCollection);

  it('a failed test raises one ALCOHOL_TEST_FAILED alert and mails every manager once, in ja and en', async () => {
    const companyId = randomUUID();
    await seedManager(running.harness.store, companyId, 'boss@example.com');
    await seedManager(running.harness.store, companyId, 'deputy@example.com');
    await seedManager(running.harness.store, randomUUID(), 'other-company@example.com');
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    await running.harness.readModelsCaughtUp();
    const test = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.15 });

    const id = notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId);
    const [raised] = await eventually(async () => (await notificationEvents(id)).at(0) && notificationEvents(id), 'the notification');
    expect(raised?.type).toBe('NotificationRaised');
    expect(raised?.data).toMatchObject({
      companyId,
      type: 'ALCOHOL_TEST_FAILED',
      level: 'alert',
      testResult: 0.15,
      driver: { lastName: '山田', firstName: '太郎' },
    });

    const mails = await eventually(async () => {
      const found = await outbox().findMany({ filter: { subject: { exists: true } } });
      const ours = found.filter((mail) => mail._id.includes(id));
      return ours.length === 2 && ours;
    }, 'two mails');
    expect(mails.map((mail) => mail.to).sort()).toEqual(['boss@example.com', 'deputy@example.com']);
    expect(mails[0]!.text).toContain('0.150 mg/l');
    expect(mails[0]!.text).toContain('アルコール');
    expect(mails[0]!.text).toContain('An alcohol test above the threshold was recorded.');
    expect(mails[0]!.text).toContain('日時: 2026.04.01 0:30');
    expect(mails[0]!.text).toContain('Time: 2026.04.01 0:30');
    expect(mails[0]!.html).toContain('lang="en"');
  });

  it('mails the managers as they are now: not a deleted one, and a changed address at its new value', async () => {
    const companyId = randomUUID();
    await seedManager(running.harness.store, companyId, 'stays@example.com');
    const leaving = await seedManager(running.harness.store, companyId, 'leaving@example.com');
    const moving = await seedManager(running.harness.store, companyId, 'old-address@example.com');
    await seedManagerChange(running.harness.store, companyId, leaving, 'deleted');
    await seedManagerChange(running.harness.store, companyId, moving, { email: 'new-address@example.com' });
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    await running.harness.readModelsCaughtUp();
    const test = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.2 });

    const id = notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId);
    await eventually(async () => (await notificationEvents(id)).length > 0, 'the notification');
    const mails = await eventually(async () => {
      const ours = (await outbox().findMany({ filter: { subject: { exists: true } } })).filter((mail) => mail._id.includes(id));
      return ours.length >= 2 && ours;
    }, 'the mails');
    // Nothing else is on its way: both queues are idle before the outbox is read again.
    const idle = async (name: string) => {
      const counts = await running.harness.queues.queue(name).counts();
      return counts.waiting + counts.active + counts.delayed === 0;
    };
    await eventually(async () => ((await idle(QUEUE_NAMES.events)) && (await idle(QUEUE_NAMES.mail))) || undefined, 'idle queues');
    const all = (await outbox().findMany({ filter: { subject: { exists: true } } })).filter((mail) => mail._id.includes(id));
    expect(all.map((mail) => mail.to).sort()).toEqual(['new-address@example.com', 'stays@example.com']);
    expect(mails.length).toBe(2);
  });

  it('a passed test (0.000 mg/l) raises nothing', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    const passed = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0 });
    const failed = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.001 });
    // The dispatcher goes in log order: once the later failing test has its job, the passing one was passed over.
    await eventually(
      async () => (await notificationEvents(notificationIdFor('ALCOHOL_TEST_FAILED', failed.testResultId))).length > 0,
      'the failing one',
    );
    await eventually(async () => (await jobState(failed)) === 'completed', 'the failing test job');
    expect(await jobState(passed)).toBeUndefined();
    expect(await notificationEvents(notificationIdFor('ALCOHOL_TEST_FAILED', passed.testResultId))).toEqual([]);
  });

  async function recordedEvent(test: { testResultId: string }) {
    const all = await running.harness.store.readAll({ filter: { eventTypes: ['TestResultRecorded'] } });
    return all.find((e) => (e.data as { testResultId: string }).testResultId === test.testResultId);
  }

  async function jobState(test: { testResultId: string }): Promise<string | undefined> {
    const event = await recordedEvent(test);
    if (!event) return undefined;
    const job = await events().getJob(event.id);
    return job?.state;
  }

  /** Whether the device usage monitor has checkpointed past the test. */
  async function monitored(test: { testResultId: string }): Promise<boolean> {
    const event = await recordedEvent(test);
    const checkpoint = await running.harness.store.readCheckpoint(DEVICE_USAGE_SUBSCRIBER_ID);
    return event !== undefined && checkpoint !== undefined && checkpoint >= event.position;
  }

  it('a redelivered event makes no second job: the job id is the event id', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    const test = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.2 });
    const notificationId = notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId);
    await eventually(async () => (await jobState(test)) === 'completed', 'the test result job');
    const [raised] = await eventually(
      async () => (await notificationEvents(notificationId)).length > 0 && notificationEvents(notificationId),
      'the notification',
    );
    await eventually(async () => (await events().getJob(raised!.id))?.state === 'completed', 'the notification job');
    const total = async () => Object.values(await events().counts()).reduce((sum, n) => sum + n, 0);
    const before = await total();

    // A second dispatcher without a checkpoint redelivers every event from the beginning of the log.
    const replayId = `replay-${randomUUID()}`;
    const lastDispatched = (
      await running.harness.store.readAll({ filter: { eventTypes: ['TestResultRecorded', 'NotificationRaised'] } })
    ).at(-1)!.position;
    const replay = startDispatcher(running.harness.store, events(), { subscriberId: replayId, needsJob });
    await eventually(
      async () => ((await running.harness.store.readCheckpoint(replayId)) ?? 0n) >= lastDispatched,
      'the replay to reach the head',
    );
    await replay.stop();

    expect(await total()).toBe(before);
    expect(await notificationEvents(notificationId)).toHaveLength(1);
  });

  it('a duplicated event (same record appended twice) gives one notification', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    const test = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0.3 });
    await recordTest(running.harness.store, { ...test }, `testresult-duplicate-${test.testResultId}`);
    const id = notificationIdFor('ALCOHOL_TEST_FAILED', test.testResultId);
    await eventually(async () => (await notificationEvents(id)).length > 0, 'the notification');
    const duplicates = (await running.harness.store.readAll({ filter: { eventTypes: ['TestResultRecorded'] } })).filter(
      (e) => (e.data as { testResultId: string }).testResultId === test.testResultId,
    );
    expect(duplicates).toHaveLength(2);
    for (const duplicate of duplicates) {
      await eventually(async () => (await events().getJob(duplicate.id))?.state === 'completed', 'both jobs');
    }
    expect(await notificationEvents(id)).toHaveLength(1);
  });

  it('device usage raises DEVICE_USAGE_NEAR at 90% and DEVICE_USAGE_EXCEEDED at the limit, once each, and the used-up sensor takes it out of service once', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    const device = { deviceId: randomUUID(), serialNo: 'SN-0001', model: 2 };
    const tests: { testResultId: string }[] = [];
    for (let i = 0; i < 11; i++) tests.push(await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0, device }));
    const near = notificationIdFor('DEVICE_USAGE_NEAR', device.deviceId, 'initial');
    const exceeded = notificationIdFor('DEVICE_USAGE_EXCEEDED', device.deviceId, 'initial');
    await eventually(async () => (await notificationEvents(exceeded)).length > 0, 'usage exceeded');
    await eventually(() => monitored(tests.at(-1)!), 'the monitor to count every test');

    const [nearEvent] = await notificationEvents(near);
    const [exceededEvent] = await notificationEvents(exceeded);
    expect(nearEvent?.data).toMatchObject({ type: 'DEVICE_USAGE_NEAR', level: 'warning', device: { serialNo: 'SN-0001', totalUsed: 9 } });
    expect(exceededEvent?.data).toMatchObject({
      type: 'DEVICE_USAGE_EXCEEDED',
      level: 'alert',
      device: { serialNo: 'SN-0001', totalUsed: 10 },
    });
    expect(await notificationEvents(near)).toHaveLength(1);
    expect(await notificationEvents(exceeded)).toHaveLength(1);
    // The sensor used up takes the detector out of service, recorded once (the 10th and 11th tests both find it).
    const ends = (await running.harness.store.readStream(`detector-maintenance-${device.deviceId}`)).filter(
      (e) => e.type === 'DetectorSensorLifeEnded',
    );
    expect(ends.map((e) => e.data)).toEqual([{ deviceId: device.deviceId, companyId, endedAt: expect.any(String), testsOnSensor: 10 }]);
  });

  it('a sensor past its days is EXCEEDED, an overdue calibration raises DEVICE_MAINTENANCE_REQUIRED once per period, a new sensor starts afresh', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01');
    const device = { deviceId: randomUUID(), serialNo: 'SN-0002', model: 2 };
    const test = (testedAt: string) => recordTest(running.harness.store, { companyId, driverId, resultMgL: 0, device, testedAt });
    const firstUse = '2025-01-01T00:00:00.000Z';
    await test(firstUse);
    await test('2025-08-01T00:00:00.000Z');
    await test('2025-08-02T00:00:00.000Z');
    const checkedAt = '2025-08-03T00:00:00.000Z';
    await recordMaintenance(running.harness.store, companyId, device.deviceId, 'calibration', checkedAt);
    await test('2025-09-01T00:00:00.000Z');
    await test('2026-01-02T00:00:00.000Z');
    const newSensor = await recordMaintenance(
      running.harness.store,
      companyId,
      device.deviceId,
      'sensor_replaced',
      '2026-01-03T00:00:00.000Z',
    );
    const last = await test('2026-01-04T00:00:00.000Z');
    await eventually(() => monitored(last), 'the monitor to count the last test');

    const maintenance = await notificationEvents(notificationIdFor('DEVICE_MAINTENANCE_REQUIRED', device.deviceId, firstUse));
    expect(maintenance).toHaveLength(1);
    expect(maintenance[0]!.data).toMatchObject({
      level: 'warning',
      device: { serialNo: 'SN-0002', totalUsed: 2, deviceId: device.deviceId, reason: 'calibration' },
    });
    expect(await notificationEvents(notificationIdFor('DEVICE_MAINTENANCE_REQUIRED', device.deviceId, checkedAt))).toEqual([]);
    const exceeded = await notificationEvents(notificationIdFor('DEVICE_USAGE_EXCEEDED', device.deviceId, 'initial'));
    expect(exceeded).toHaveLength(1);
    expect(exceeded[0]!.data).toMatchObject({
      level: 'alert',
      device: { totalUsed: 5, deviceId: device.deviceId, reason: 'sensor_life' },
    });
    expect(await notificationEvents(notificationIdFor('DEVICE_USAGE_NEAR', device.deviceId, newSensor))).toEqual([]);
    expect(await notificationEvents(notificationIdFor('DEVICE_USAGE_EXCEEDED', device.deviceId, newSensor))).toEqual([]);
  });
});
