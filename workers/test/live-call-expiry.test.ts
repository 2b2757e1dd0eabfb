import { randomUUID } from 'node:crypto';
import { testResultStream, type EventMetadata, type EventOf, type LiveCallEnded, type NotificationRaised } from '@fleetcheck/contracts';
import { liveConfirmationAggregate } from '@fleetcheck/domain/live-confirmation/decider';
import { callChannel, queueChannel } from '@fleetcheck/domain/live-confirmation/messages';
import { InMemorySignalRelay, handleCommand, mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { runLiveCallExpiry } from '../src/processors/live-call-expiry';
import { availableServices, eventually } from './support/harness';
import { useWorkers } from './support/running-workers';
import { recordTest, seedDriver, seedManager, seedOffice } from './support/seed';

const services = await availableServices('workers live-call expiry');

/*
 * Issue 35 item 6: a driver's live call that nobody answers ends as unanswered even when no API process is left
 * to end it (the minute job reads the open calls from the live_calls read model), once, and the managers of the
 * driver's office get LIVE_CALL_UNANSWERED on the dashboard and by mail. The clock is faked: the driver calls at
 * 09:00:00 Japan time (00:00 UTC); the answer time is 60 s.
 */
let now = new Date(0);

type Raised = EventOf<typeof NotificationRaised>['data'];
type Ended = EventOf<typeof LiveCallEnded>['data'];

describe('the minute check of live calls nobody answered (issue 35 item 6)', () => {
  // The API processes' relay: what the managers' queue and the driver's app are streamed.
  const relay = new InMemorySignalRelay();
  const running = useWorkers('postgres', {
    clock: { now: () => now },
    config: { liveCallAnswerTimeoutSeconds: 60 },
    schedule: false,
    signalRelay: relay,
  });
  const runJob = () => running.runScheduled((workers) => workers.expireLiveCallsNow(), 'the live-call check to finish');
  const ends = async (callId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: ['LiveCallEnded'] } }))
      .map((event) => event.data as Ended)
      .filter((data) => data.callId === callId);
  const alerts = async (companyId: string) =>
    (await running.harness.store.readAll({ filter: { eventTypes: ['NotificationRaised'] } }))
      .map((event) => event.data as Raised)
      .filter((data) => data.companyId === companyId && data.type === 'LIVE_CALL_UNANSWERED');
  const mailsTo = async (to: string) =>
    (await running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { to } })).filter((mail) => mail.subject);

  it.skipIf(!services.postgres)(
    'ends a call still ringing after the answer time once (two checks at once write one end), alerts the office managers and mails them once',
    async () => {
      now = new Date('2026-11-20T00:00:00.000Z');
      const companyId = randomUUID();
      const officeId = await seedOffice(running.harness.store, companyId, { name: '本社' });
      const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01', { lastName: '青木', firstName: '健', officeId });
      await seedManager(running.harness.store, companyId, 'whole-company@example.com');
      await seedManager(running.harness.store, companyId, 'office@example.com', { officeId });
      await seedManager(running.harness.store, companyId, 'other-office@example.com', { officeId: randomUUID() });
      const record = await recordTest(running.harness.store, {
        companyId,
        driverId,
        resultMgL: 0,
        source: 'driver_app',
        method: 'remote',
        remoteMethod: 'other',
        testedAt: '2026-11-19T23:58:00.000Z',
      });
      // The driver calls at 09:00:00 (the API's command through the record's decider); the API then stops.
      const callId = randomUUID();
      const metadata: EventMetadata = {
        actor: { userId: driverId, role: 'driver', companyId },
        onBehalfOf: null,
        correlationId: randomUUID(),
        causationId: null,
        occurredAt: now.toISOString(),
      };
      await handleCommand(
        running.harness.store,
        testResultStream(record.testResultId),
        liveConfirmationAggregate,
        {
          type: 'RequestLiveCall',
          data: { actingCompanyId: companyId, driver: { driverId, name: '青木 健' }, officeId, callId, requestedAt: now.toISOString() },
        },
        metadata,
      );

      const streamed: { channel: string; message: unknown }[] = [];
      for (const channel of [queueChannel(companyId), callChannel(callId)])
        await relay.subscribe(channel, (message) => streamed.push({ channel, message }));

      // 09:00:59: one second before its time, the call keeps ringing.
      now = new Date('2026-11-20T00:00:59.000Z');
      await runJob();
      expect(await ends(callId)).toEqual([]);

      // 09:05:00: two checks at once (as two workers processes would run them) end it once, at 09:01:00.
      now = new Date('2026-11-20T00:05:00.000Z');
      await running.harness.readModelsCaughtUp();
      const [first, second] = await Promise.all([
        runLiveCallExpiry(running.workers.deps, 'check-a'),
        runLiveCallExpiry(running.workers.deps, 'check-b'),
      ]);
      // Each saw the call due unless the other's end had already left the read model; one of them ended it.
      expect(Math.max(first!.due, second!.due)).toBe(1);
      expect(first!.ended + second!.ended).toBe(1);
      expect(await ends(callId)).toEqual([
        {
          testResultId: record.testResultId,
          companyId,
          callId,
          reason: 'unanswered',
          endedBy: 'system',
          endedAt: '2026-11-20T00:01:00.000Z',
        },
      ]);

      // The managers' queue drops the call and the driver's app hears it rang out, as when the API ends a call.
      await eventually(async () => streamed.length === 2, 'the two streamed messages');
      expect(streamed).toEqual([
        {
          channel: queueChannel(companyId),
          message: {
            id: expect.any(String),
            event: 'queue',
            data: { type: 'ended', callId, testResultId: record.testResultId, reason: 'unanswered' },
          },
        },
        {
          channel: callChannel(callId),
          message: { id: expect.any(String), event: 'call', data: { type: 'ended', reason: 'unanswered', endedBy: 'system' } },
        },
      ]);

      // The managers' alert names the driver and the time they called.
      const [alert] = await eventually(async () => {
        const raised = await alerts(companyId);
        return raised.length > 0 && raised;
      }, 'the LIVE_CALL_UNANSWERED alert');
      expect(alert).toMatchObject({
        type: 'LIVE_CALL_UNANSWERED',
        level: 'warning',
        driver: { lastName: '青木', firstName: '健' },
        testResultId: record.testResultId,
        liveCall: { callId, requestedAt: '2026-11-20T00:00:00.000Z', endedAt: '2026-11-20T00:01:00.000Z', officeId },
      });
      await eventually(async () => (await mailsTo('office@example.com')).length === 1, "the mail to the office's manager");
      await eventually(async () => (await mailsTo('whole-company@example.com')).length === 1, 'the mail to the company-wide manager');
      const [mail] = await mailsTo('office@example.com');
      expect(mail?.subject).toBe('【FleetCheck】ライブ確認の呼び出しに応答なし / Live call not answered');
      expect(mail?.text).toContain('運転者: 青木 健');
      expect(mail?.text).toContain('呼び出し: 2026.11.20 9:00（9:01 に終了）');
      expect(mail?.text).toContain('Called: 2026.11.20 9:00 (ended 9:01)');

      // Run again later: the call is no longer open; nothing is ended, raised or mailed twice.
      now = new Date('2026-11-20T00:10:00.000Z');
      await runJob();
      const settled = await eventually(async () => {
        const { waiting, active, delayed } = await running.workers.queues.mail.counts();
        return waiting + active + delayed === 0;
      }, 'the mail queue to empty');
      expect(settled).toBe(true);
      expect(await ends(callId)).toHaveLength(1);
      expect(await alerts(companyId)).toHaveLength(1);
      expect(await mailsTo('office@example.com')).toHaveLength(1);
      expect(await mailsTo('whole-company@example.com')).toHaveLength(1);
      expect(await mailsTo('other-office@example.com')).toEqual([]);
    },
    120_000,
  );

  it.skipIf(!services.postgres)('leaves an answered call alone, however long it lasts', async () => {
    const companyId = randomUUID();
    const driverId = await seedDriver(running.harness.store, companyId, '2030-01-01', { lastName: '石井' });
    const record = await recordTest(running.harness.store, { companyId, driverId, resultMgL: 0, source: 'driver_app' });
    const callId = randomUUID();
    now = new Date('2026-11-21T00:00:00.000Z');
    const metadata: EventMetadata = {
      actor: { userId: null, role: 'system', companyId },
      onBehalfOf: null,
      correlationId: randomUUID(),
      causationId: null,
      occurredAt: now.toISOString(),
    };
    const stream = testResultStream(record.testResultId);
    const driver = { driverId, name: '石井 太郎' };
    await handleCommand(
      running.harness.store,
      stream,
      liveConfirmationAggregate,
      { type: 'RequestLiveCall', data: { actingCompanyId: companyId, driver, officeId: null, callId, requestedAt: now.toISOString() } },
      metadata,
    );
    const answered = await handleCommand(
      running.harness.store,
      stream,
      liveConfirmationAggregate,
      {
        type: 'AnswerLiveCall',
        data: {
          actingCompanyId: companyId,
          callId,
          manager: { managerId: 'm1', name: '山田 花子' },
          answeredAt: '2026-11-21T00:00:30.000Z',
          answerTimeoutSeconds: 60,
        },
      },
      metadata,
    );
    expect(answered.events.map((event) => event.type)).toEqual(['LiveCallAnswered']);
    now = new Date('2026-11-21T00:30:00.000Z');
    await runJob();
    expect(await ends(callId)).toEqual([]);
    expect(await alerts(companyId)).toEqual([]);
  });
});
