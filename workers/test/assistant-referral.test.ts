import { randomUUID } from 'node:crypto';
import { notificationStream, type EventOf, type NotificationRaised } from '@fleetcheck/contracts';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { eventually } from './support/harness';
import { useWorkers } from './support/running-workers';
import { seedDriver, seedManager, seedOffice, seedReferral } from './support/seed';

/*
 * Issue 35 item 4: a positive result a 補助者 confirmed raises POSITIVE_CONFIRMED_BY_ASSISTANT and mails the
 * 安全運転管理者 of the driver's office. The office is the one the referral carries (the driver's when referred, whose
 * managers' live queues showed it), not the driver's office looked up again: here the driver moved from 東京本社 to
 * 大阪営業所 after the referral. The clock is faked: the alert is raised at 09:05 Japan time (00:05 UTC).
 */
describe('the referral of a positive result a 補助者 confirmed', () => {
  const running = useWorkers('postgres', { schedule: false, clock: { now: () => new Date('2026-11-20T00:05:00.000Z') } });

  it("names the office the referral carries, not the one the driver moved to since, and mails that office's 安全運転管理者", async () => {
    const { store } = running.harness;
    const companyId = randomUUID();
    const tokyo = await seedOffice(store, companyId, { name: '東京本社' });
    const osaka = await seedOffice(store, companyId, { name: '大阪営業所' });
    await seedManager(store, companyId, 'tokyo@example.com', { officeId: tokyo });
    await seedManager(store, companyId, 'osaka@example.com', { officeId: osaka });
    // The driver's office now: 大阪営業所.
    const driverId = await seedDriver(store, companyId, '2030-01-01', { officeId: osaka, lastName: '鈴木', firstName: '一郎' });
    await running.harness.readModelsCaughtUp();
    // Referred while at 東京本社.
    const testResultId = await seedReferral(store, {
      companyId,
      driverId,
      officeId: tokyo,
      resultMgL: 0.25,
      referredAt: '2026-11-20T00:05:00.000Z',
    });

    const id = notificationIdFor('POSITIVE_CONFIRMED_BY_ASSISTANT', testResultId);
    const raised = await eventually(async () => (await store.readStream(notificationStream(id))).at(0), 'the referral alert');
    expect(raised.type).toBe('NotificationRaised');
    const data = raised.data as EventOf<typeof NotificationRaised>['data'];
    expect(data).toMatchObject({ companyId, type: 'POSITIVE_CONFIRMED_BY_ASSISTANT', level: 'alert', testResult: 0.25, testResultId });
    expect(data.driver).toMatchObject({ lastName: '鈴木', firstName: '一郎' });
    expect(data.referral).toEqual({ assistant: { managerId: expect.any(String), name: '伊藤 健', role: 'assistant' }, officeId: tokyo });

    // Every mail is queued and sent before the outbox is read for who got one.
    const idle = async (name: string) => {
      const counts = await running.harness.queues.queue(name).counts();
      return counts.waiting + counts.active + counts.delayed === 0;
    };
    const outbox = () => running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { subject: { exists: true } } });
    const ours = async () => (await outbox()).filter((mail) => mail._id.includes(id));
    await eventually(
      async () => (await ours()).length > 0 && (await idle(QUEUE_NAMES.events)) && (await idle(QUEUE_NAMES.mail)),
      'the mails',
    );
    const mails = await ours();
    expect(mails.map((mail) => mail.to)).toEqual(['tokyo@example.com']);
    expect(mails[0]!.text).toContain('運転者: 鈴木 一郎');
    expect(mails[0]!.text).toContain('確認日時: 2026.11.20 9:05');
  });
});
