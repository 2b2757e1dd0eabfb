import { randomUUID } from 'node:crypto';
import { DriverCheckReminderSent, officesCollection, type EventOf } from '@fleetcheck/contracts';
import { createOutboxMailer, mailOutboxCollection, type QueueBackend } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWorkers, type RunningWorkers } from '../src/index';
import { eventually, queueBackends } from './support/harness';
import { useWorkers } from './support/running-workers';
import { recordTest, seedCompany, seedDriver, seedDriverDuty, seedOffice } from './support/seed';

type Reminder = EventOf<typeof DriverCheckReminderSent>['data'];

/*
 * Issue 34 item 5. Two workers processes share the queues and both run the reminder job each time (as two
 * processes whose crons both fired would). The fake clock stands on Monday 30 November 2026 in Japan: the office
 * starts at 08:00 and the margin is 30 minutes, so reminders fall due at 08:30 JST (23:30 UTC on the 29th).
 */
const backends = await queueBackends('workers driver reminder');

describe.each(backends)('the driver reminder mail on %s (issue 34 item 5)', (_name, kind) => {
  let now = new Date('2026-11-29T23:29:00Z');
  const clock = { now: () => now };
  const config = { driverReminderMarginMinutes: 30, checkCutoff: '23:00' };
  const running = useWorkers(kind, { clock, config, schedule: false });
  let secondQueues: QueueBackend;
  let second: RunningWorkers;
  beforeAll(async () => {
    secondQueues = running.harness.openQueuesAgain();
    second = await startWorkers({
      eventStore: running.harness.store,
      readStore: running.harness.readStore,
      queues: secondQueues,
      mailer: createOutboxMailer(running.harness.readStore, { from: 'FleetCheck <no-reply@example.com>' }),
      clock,
      config,
      schedule: false,
      dispatch: false,
    });
  });
  afterAll(async () => {
    await second.stop();
    await secondQueues.close();
  });

  const remindersOf = async (companyId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: [DriverCheckReminderSent.type] } }))
      .map((event) => event.data as Reminder)
      .filter((reminder) => reminder.companyId === companyId);
  /** Both processes run the job at once; resolves when both runs, the reminders' event jobs and their mails are done. */
  const runOnBoth = async () => {
    await running.harness.readModelsCaughtUp();
    const before = (await running.scheduled.counts()).completed;
    await Promise.all([running.workers.remindDriversNow(), second.remindDriversNow()]);
    await eventually(async () => (await running.scheduled.counts()).completed >= before + 2, 'both reminder runs');
    await eventually(async () => {
      const sent = await running.harness.store.readAll({ filter: { eventTypes: [DriverCheckReminderSent.type] } });
      const handled = await Promise.all(sent.map(async (event) => (await running.workers.queues.events.getJob(event.id))?.state));
      const { waiting, active, delayed } = await running.workers.queues.mail.counts();
      return handled.every((state) => state === 'completed') && waiting + active + delayed === 0;
    }, 'every reminder handled and mailed');
  };
  const mailsTo = (to: string) =>
    running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to }, sort: [{ field: 'createdAt' }] });

  it('mails each driver on duty with no before-driving check once per day from 08:30, across two workers; none to one who checked, one off duty, or one with no address', async () => {
    const companyId = randomUUID();
    await seedCompany(running.harness.store, companyId, '山田運送');
    const tokyo = await seedOffice(running.harness.store, companyId, { name: '本社営業所', startTime: '08:00' });
    const created = { at: '2026-11-20T00:00:00.000Z' };
    const driver = (lastName: string, email: string, officeId: string | null) =>
      seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName, email, officeId });
    const aoki = await driver('青木', 'aoki@example.com', tokyo);
    const ishii = await driver('石井', 'ishii@example.com', tokyo);
    const ueda = await driver('上田', 'ueda@example.com', tokyo);
    await driver('江藤', '', tokyo);
    const noguchi = await driver('野口', 'noguchi@example.com', null);
    // 石井 checked before driving at 08:10 JST; 上田 is off duty on the 30th.
    await recordTest(running.harness.store, {
      companyId,
      driverId: ishii,
      resultMgL: 0,
      checkType: 'before_driving',
      testedAt: '2026-11-29T23:10:00.000Z',
    });
    await seedDriverDuty(running.harness.store, companyId, ueda, '2026-11-30', false);
    await eventually(
      async () => (await running.harness.readStore.collection(officesCollection).findById(tokyo))?.startTime === '08:00',
      'the office in the read model',
    );

    // 08:29 JST: nobody is due yet.
    now = new Date('2026-11-29T23:29:00Z');
    await runOnBoth();
    expect(await remindersOf(companyId)).toEqual([]);

    // 08:30 JST: 青木 (the office's 08:00) and 野口 (no office: the product's 08:00); 江藤 is due but has no address.
    now = new Date('2026-11-29T23:30:00Z');
    await runOnBoth();
    const due = {
      companyId,
      date: '2026-11-30',
      startTime: '08:00',
      dueAt: '2026-11-29T23:30:00.000Z',
      remindedAt: '2026-11-29T23:30:00.000Z',
    };
    const reminders = await remindersOf(companyId);
    expect(reminders).toHaveLength(2);
    expect(reminders).toEqual(
      expect.arrayContaining([
        { ...due, driverId: aoki, officeId: tokyo },
        { ...due, driverId: noguchi, officeId: null },
      ]),
    );
    const [aokiMail, ...moreAoki] = await mailsTo('aoki@example.com');
    expect(moreAoki).toEqual([]);
    expect(aokiMail?._id).toBe(`driver-reminder.${aoki}.2026-11-30`);
    expect(aokiMail?.subject).toBe('【FleetCheck】運転前のアルコールチェックをしてください / Please take your before-driving check');
    expect(aokiMail?.text).toBe(
      [
        '青木 太郎 様',
        '本日の運転前のアルコールチェックの記録がまだありません。',
        '日付: 2026.11.30',
        '事業所: 本社営業所',
        '記録の期限: 8:30（始業時刻 8:00 から30分）',
        '運転を始める前に、FleetCheckのアプリで運転前のチェックを記録してください。',
        '本日運転しない場合は、事業所の管理者に連絡してください。',
        '',
        '----',
        '',
        'To 青木 太郎',
        "Today's before-driving alcohol check has not been recorded yet.",
        'Date: 2026.11.30',
        'Office: 本社営業所',
        'Due by: 8:30 Japan time (30 minutes after the start time, 8:00)',
        'Before you start driving, record the before-driving check in the FleetCheck app.',
        "If you are not driving today, tell your office's manager.",
        '',
      ].join('\n'),
    );
    const noguchiMails = await mailsTo('noguchi@example.com');
    expect(noguchiMails).toHaveLength(1);
    expect(noguchiMails[0]?.text).toContain('会社: 山田運送');
    expect(await mailsTo('ishii@example.com')).toEqual([]);
    expect(await mailsTo('ueda@example.com')).toEqual([]);
    expect(await mailsTo('')).toEqual([]);

    // 08:35 JST, the next runs on both: nothing twice.
    now = new Date('2026-11-29T23:35:00Z');
    await runOnBoth();
    expect(await remindersOf(companyId)).toHaveLength(2);
    expect(await mailsTo('aoki@example.com')).toHaveLength(1);
    expect(await mailsTo('noguchi@example.com')).toHaveLength(1);

    // Tuesday 1 December 08:30 JST: a new business day; 上田 is on duty again and is reminded too.
    now = new Date('2026-11-30T23:30:00Z');
    await runOnBoth();
    expect((await mailsTo('aoki@example.com')).map((mail) => mail._id)).toEqual([
      `driver-reminder.${aoki}.2026-11-30`,
      `driver-reminder.${aoki}.2026-12-01`,
    ]);
    expect((await mailsTo('ueda@example.com')).map((mail) => mail._id)).toEqual([`driver-reminder.${ueda}.2026-12-01`]);
    expect(await mailsTo('ishii@example.com')).toHaveLength(1);
    expect(await remindersOf(companyId)).toHaveLength(6);
  }, 120_000);
});
