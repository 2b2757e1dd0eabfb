import { randomUUID } from 'node:crypto';
import {
  officesCollection,
  testResultsCollection,
  testResultStream,
  type EventMetadata,
  type EventOf,
  type NotificationRaised,
} from '@fleetcheck/contracts';
import { liveConfirmationAggregate, type LiveCommand } from '@fleetcheck/domain/live-confirmation/decider';
import { handleCommand, mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { useWorkers } from './support/running-workers';
import { availableServices, eventually } from './support/harness';
import { recordTest, seedDriver, seedDriverDuty, seedManager, seedOffice } from './support/seed';

const services = await availableServices('workers missed-check job');

/*
 * The cut-off is 23:00 in Tokyo (14:00 UTC). The fake clock moves across the Japanese midnight (15:00 UTC),
 * where the UTC date stays the same: a check at 00:30 on the 21st in Japan is still the 20th in UTC, yet it
 * belongs to the 21st; a check at 08:00 on the 20th in Japan is the 19th in UTC, yet it belongs to the 20th.
 */
const at = (iso: string) => new Date(iso);
let now = at('2026-11-20T13:59:00Z');

type Raised = EventOf<typeof NotificationRaised>['data'];

describe('the daily missed-check job (issue 15 item 3)', () => {
  const enabled = services.postgres;
  const running = useWorkers('postgres', { clock: { now: () => now }, config: { checkCutoff: '23:00' }, schedule: false });

  const runJob = () => running.runScheduled((workers) => workers.checkMissingNow(), 'the job to finish');
  const raisedFor = async (companyId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } }))
      .map((event) => event.data as Raised)
      .filter((data) => data.companyId === companyId && data.type === 'CHECK_MISSING')
      .map((data) => `${data.driver?.lastName} ${data.missingCheck?.date} ${data.missingCheck?.checkTypes.join('+')} ${data.level}`)
      .sort();
  /** Every notification raised so far went through the events queue, and every mail that queued has been sent. */
  const mailsSettled = () =>
    eventually(async () => {
      const raised = await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } });
      const handled = await Promise.all(raised.map(async (event) => (await running.workers.queues.events.getJob(event.id))?.state));
      const { waiting, active, delayed } = await running.workers.queues.mail.counts();
      return handled.every((state) => state === 'completed') && waiting + active + delayed === 0;
    }, 'every raised notification handled and mailed');
  const mailsTo = async (to: string) =>
    (await running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to } })).filter((mail) => mail.subject);

  it.skipIf(!enabled)(
    'judges each Japanese business day from its cut-off on: a check after midnight in Japan counts for the next day, a driver off duty misses nothing, each is raised once and mailed to the office',
    async () => {
      const companyId = randomUUID();
      // Registered at 07:00 on the 20th in Japan: nobody existed on the 19th.
      const created = { at: '2026-11-19T22:00:00.000Z' };
      const alone = await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '青木', officeId: 'o1' });
      const complete = await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '石井', officeId: 'o1' });
      const resting = await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '上田', officeId: 'o1' });
      await seedManager(running.harness.store, companyId, 'whole-company@example.com');
      await seedManager(running.harness.store, companyId, 'office-o1@example.com', { officeId: 'o1' });
      await seedManager(running.harness.store, companyId, 'office-o2@example.com', { officeId: 'o2' });
      const test = (driverId: string, checkType: 'before_driving' | 'after_driving', testedAt: string) =>
        recordTest(running.harness.store, { companyId, driverId, resultMgL: 0, checkType, testedAt });
      // 青木: before at 09:00 on the 20th, after at 00:30 on the 21st (Japan): the 20th lacks its after-driving check.
      await test(alone, 'before_driving', '2026-11-20T00:00:00.000Z');
      await test(alone, 'after_driving', '2026-11-20T15:30:00.000Z');
      // 石井: before at 08:00 on the 20th (the 19th in UTC) and after at 18:00: complete.
      await test(complete, 'before_driving', '2026-11-19T23:00:00.000Z');
      await test(complete, 'after_driving', '2026-11-20T09:00:00.000Z');
      // 上田: off duty on the 20th only.
      await seedDriverDuty(running.harness.store, companyId, resting, '2026-11-20', false);

      // 22:59 on the 20th in Japan, before the cut-off: the day judged is the 19th, when nobody was registered.
      now = at('2026-11-20T13:59:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual([]);

      // 00:45 on the 21st in Japan (the 20th in UTC), the job running late: the 20th is judged.
      now = at('2026-11-20T15:45:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual(['青木 2026-11-20 after_driving warning']);
      await eventually(async () => (await mailsTo('office-o1@example.com')).length === 1, 'the mail to the office o1 manager');
      await eventually(async () => (await mailsTo('whole-company@example.com')).length === 1, 'the mail to the company-wide manager');
      const [mail] = await mailsTo('whole-company@example.com');
      expect(mail?.subject).toBe('【FleetCheck】アルコールチェック未実施 / Alcohol check missing');
      expect(mail?.text).toContain('運転者: 青木 太郎');
      expect(mail?.text).toContain('日付: 2026.11.20');
      expect(mail?.text).toContain('未実施: 運転後の確認');
      expect(mail?.text).toContain('Missing: the check after driving');

      // Run again: nothing is raised or mailed twice (counted once all the job caused has run).
      await runJob();
      await mailsSettled();
      expect(await raisedFor(companyId)).toEqual(['青木 2026-11-20 after_driving warning']);
      expect(await mailsTo('office-o1@example.com')).toHaveLength(1);
      expect(await mailsTo('whole-company@example.com')).toHaveLength(1);

      // 23:00 on the 21st in Japan: 青木's 00:30 check was the 21st's after-driving check; everyone else missed both.
      now = at('2026-11-21T14:00:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual([
        '上田 2026-11-21 before_driving+after_driving warning',
        '石井 2026-11-21 before_driving+after_driving warning',
        '青木 2026-11-20 after_driving warning',
        '青木 2026-11-21 before_driving warning',
      ]);
      // Each manager's mail is its own job: wait for both.
      await eventually(async () => (await mailsTo('office-o1@example.com')).length === 4, 'four mails to the office o1 manager');
      await eventually(async () => (await mailsTo('whole-company@example.com')).length === 4, 'four mails to the company-wide manager');
      // Once every notification is handled and its mails sent: four each, and the manager of another office hears of none.
      await mailsSettled();
      expect(await mailsTo('office-o1@example.com')).toHaveLength(4);
      expect(await mailsTo('whole-company@example.com')).toHaveLength(4);
      expect(await mailsTo('office-o2@example.com')).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!enabled)(
    "closes each driver's day at the office's own cut-off, and at CHECK_CUTOFF when the office names none (issue 34 item 5)",
    async () => {
      const companyId = randomUUID();
      const early = await seedOffice(running.harness.store, companyId, { cutoff: '18:00' });
      const plain = await seedOffice(running.harness.store, companyId);
      const created = { at: '2026-11-19T22:00:00.000Z' };
      await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '早川', officeId: early });
      await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '中村', officeId: plain });
      await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '野口', officeId: null });
      await eventually(
        async () => (await running.harness.readStore.collection(officesCollection).findMany({ filter: { companyId } })).length === 2,
        'both offices in the read model',
      );
      // 17:59 on the 20th in Japan: no office has closed the 20th yet.
      now = at('2026-11-20T08:59:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual([]);
      // 18:00: the office closing at 18:00 has closed the 20th; the others (23:00) have not.
      now = at('2026-11-20T09:00:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual(['早川 2026-11-20 before_driving+after_driving warning']);
      // 23:00: every driver's 20th is closed; 早川's alert is not raised twice.
      now = at('2026-11-20T14:00:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual([
        '中村 2026-11-20 before_driving+after_driving warning',
        '早川 2026-11-20 before_driving+after_driving warning',
        '野口 2026-11-20 before_driving+after_driving warning',
      ]);
    },
    60_000,
  );

  it.skipIf(!enabled)(
    "takes the day's alert off the dashboard when the manager marks the driver off duty for that day afterwards (issue 33 item 5)",
    async () => {
      const companyId = randomUUID();
      const created = { at: '2026-11-19T22:00:00.000Z' };
      const late = await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '江藤', officeId: 'o1' });
      await seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName: '小野', officeId: 'o1' });
      now = at('2026-11-20T15:45:00Z');
      await runJob();
      expect(await raisedFor(companyId)).toEqual([
        '小野 2026-11-20 before_driving+after_driving warning',
        '江藤 2026-11-20 before_driving+after_driving warning',
      ]);
      const dismissed = async () =>
        (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationDismissed'] } }))
          .map((event) => event.data as { companyId: string; notificationId: string })
          .filter((data) => data.companyId === companyId);
      // 江藤 did not drive on the 20th: off duty that day takes its alert back; a day with no alert changes nothing.
      await seedDriverDuty(running.harness.store, companyId, late, '2026-11-19', false);
      await seedDriverDuty(running.harness.store, companyId, late, '2026-11-20', false);
      await eventually(async () => (await dismissed()).length === 1, "江藤's alert dismissed");
      const raised = (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } }))
        .map((event) => event.data as Raised)
        .find((data) => data.companyId === companyId && data.driver?.lastName === '江藤');
      expect((await dismissed()).map((data) => data.notificationId)).toEqual([raised!.notificationId]);
    },
    60_000,
  );

  it.skipIf(!enabled)(
    "counts a driver-app check only once confirmed live by the office's cut-off, and names one without 未確認 (issue 35 item 5)",
    async () => {
      const companyId = randomUUID();
      const officeId = await seedOffice(running.harness.store, companyId, { cutoff: '18:00' });
      const created = { at: '2026-11-19T22:00:00.000Z' };
      const seed = (lastName: string) => seedDriver(running.harness.store, companyId, '2030-01-01', { ...created, lastName, officeId });
      const [aoki, ishii, ueda] = [await seed('青木'), await seed('石井'), await seed('上田')];
      await seedManager(running.harness.store, companyId, 'office-live@example.com', { officeId });
      const phoneCheck = (driverId: string, testedAt: string) =>
        recordTest(running.harness.store, {
          companyId,
          driverId,
          resultMgL: 0,
          checkType: 'before_driving',
          testedAt,
          source: 'driver_app',
          method: 'remote',
          remoteMethod: 'other',
        });
      const detectorCheck = (driverId: string) =>
        recordTest(running.harness.store, {
          companyId,
          driverId,
          resultMgL: 0,
          checkType: 'after_driving',
          testedAt: '2026-11-20T08:30:00.000Z',
        });
      /** A manager confirms the record by phone: a code issued, entered by the driver, then the confirmation at `at`. */
      const confirmByCode = async (testResultId: string, driverId: string, at: string) => {
        const minus = (seconds: number) => new Date(Date.parse(at) - seconds * 1000).toISOString();
        const manager = { managerId: 'm-live', name: '山田 花子' };
        const commands: LiveCommand[] = [
          { type: 'IssueConfirmationCode', data: { actingCompanyId: companyId, code: '123456', manager, issuedAt: minus(60) } },
          {
            type: 'EnterConfirmationCode',
            data: { actingCompanyId: companyId, driver: { driverId, name: 'x' }, code: '123456', enteredAt: minus(30) },
          },
          {
            type: 'ConfirmLive',
            data: {
              actingCompanyId: companyId,
              method: 'phone_code',
              callId: null,
              manager,
              visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null },
              instructions: null,
              decision: 'confirmed',
              comment: null,
              confirmedAt: at,
              driverOfficeId: null,
            },
          },
        ];
        for (const command of commands) {
          const metadata: EventMetadata = {
            actor: { userId: 'm-live', role: 'manager', companyId },
            onBehalfOf: null,
            correlationId: randomUUID(),
            causationId: null,
            occurredAt: at,
          };
          await handleCommand(running.harness.store, testResultStream(testResultId), liveConfirmationAggregate, command, metadata);
        }
      };
      // 青木: before driving on the phone at 08:00 (Japan), never confirmed live; after driving on a detector.
      const never = await phoneCheck(aoki, '2026-11-19T23:00:00.000Z');
      await detectorCheck(aoki);
      // 石井: before driving on the phone, confirmed by phone code at 17:00, before the 18:00 cut-off; after on a detector.
      const inTime = await phoneCheck(ishii, '2026-11-19T23:05:00.000Z');
      await confirmByCode(inTime.testResultId, ishii, '2026-11-20T08:00:00.000Z');
      await detectorCheck(ishii);
      // 上田: before driving on the phone, confirmed at 18:30, after the cut-off; no after-driving check at all.
      const late = await phoneCheck(ueda, '2026-11-19T23:10:00.000Z');
      await confirmByCode(late.testResultId, ueda, '2026-11-20T09:30:00.000Z');

      // 18:45 in Japan, the job running late: the office's 20th closed at 18:00.
      now = at('2026-11-20T09:45:00Z');
      await runJob();
      const alerts = (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } }))
        .map((event) => event.data as Raised)
        .filter((data) => data.companyId === companyId && data.type === 'CHECK_MISSING')
        .map((data) => [data.driver?.lastName, data.missingCheck])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(alerts).toEqual([
        ['上田', { date: '2026-11-20', checkTypes: ['before_driving', 'after_driving'], officeId, unconfirmed: ['before_driving'] }],
        ['青木', { date: '2026-11-20', checkTypes: ['before_driving'], officeId, unconfirmed: ['before_driving'] }],
      ]);
      await eventually(async () => (await mailsTo('office-live@example.com')).length === 2, 'both mails to the office manager');
      const mails = await mailsTo('office-live@example.com');
      const aokiMail = mails.find((mail) => mail.text.includes('運転者: 青木 太郎'));
      expect(aokiMail?.text).toContain('未確認: 運転前の確認（運転者アプリ、締め時刻までにライブ確認なし）');
      expect(aokiMail?.text).toContain('Not confirmed: the check before driving (driver app, no live confirmation by the cut-off)');
      expect(aokiMail?.text).not.toContain('未実施');
      const uedaMail = mails.find((mail) => mail.text.includes('運転者: 上田 太郎'));
      expect(uedaMail?.text).toContain('未実施: 運転後の確認');
      expect(uedaMail?.text).toContain('未確認: 運転前の確認（運転者アプリ、締め時刻までにライブ確認なし）');

      // The two records themselves say so (once, however often the job runs): listed as incomplete until confirmed live.
      await runJob();
      const missed = (await running.harness.store.readAll({ filter: { eventTypes: ['LiveConfirmationMissed'] } }))
        .map((event) => event.data as { testResultId: string; companyId: string; date: string; cutoffAt: string })
        .filter((data) => data.companyId === companyId)
        .map(({ testResultId, date, cutoffAt }) => [testResultId, date, cutoffAt]);
      // 18:00 on the 20th in Japan is 09:00 UTC.
      expect(missed.sort()).toEqual(
        [
          [never.testResultId, '2026-11-20', '2026-11-20T09:00:00.000Z'],
          [late.testResultId, '2026-11-20', '2026-11-20T09:00:00.000Z'],
        ].sort(),
      );
      await running.harness.readModelsCaughtUp();
      const docs = running.harness.readStore.collection(testResultsCollection);
      // The hand-seeded records name no 確認者 and no vehicle; a live confirmation names the 確認者.
      expect(await docs.findById(never.testResultId)).toMatchObject({
        incomplete: true,
        missingItems: ['checker', 'noVehicleReason', 'liveConfirmation'],
        liveConfirmationMissed: { date: '2026-11-20', cutoffAt: '2026-11-20T09:00:00.000Z' },
      });
      expect(await docs.findById(late.testResultId)).toMatchObject({
        missingItems: ['noVehicleReason'],
        liveConfirmationMissed: { date: '2026-11-20', cutoffAt: '2026-11-20T09:00:00.000Z' },
      });
      expect((await docs.findById(inTime.testResultId))?.liveConfirmationMissed).toBeUndefined();
    },
    60_000,
  );
});
