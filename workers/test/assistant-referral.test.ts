import { randomUUID } from 'node:crypto';
import { notificationStream, type EventOf, type NotificationRaised } from '@fleetcheck/contracts';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { describe, expect, it } from 'vitest';
import { QUEUE_NAMES } from '../src/index';
import { notificationIdFor } from '../src/notifications/notification-id';
import { eventually } from './support/harness';
import { useWorkers } from './support/running-workers';
import { seedDriver, seedDriverChange, seedManager, seedOffice, seedReferral } from './support/seed';

/*
 * Issue 35 item 4: a positive result a 補助者 confirmed raises POSITIVE_CONFIRMED_BY_ASSISTANT and mails the
 * 安全運転管理者 of the driver's office. The office is the one the referral carries (the driver's when referred, whose
 * managers' live queues showed it), not the driver's office looked up again: here the driver moved from 東京本社 to
 * 大阪営業所 after the referral. The clock is faked: the alert is raised at 09:05 Japan time (00:05 UTC).
 */
describe('the referral of a positive result a 補助者 confirmed', () => {
  const running = useWorkers('postgres', { schedule: false, clock: { now: () => new Date('2026-11-20T00:05:00.000Z') } });

  /** The referral alert's mails, once every mail is queued and sent (so the outbox shows who got one). */
  async function mailsOf(notificationId: string) {
    const idle = async (name: string) => {
      const counts = await running.harness.queues.queue(name).counts();
      return counts.waiting + counts.active + counts.delayed === 0;
    };
    const outbox = () => running.harness.readStore.collection(mailOutboxCollection).findMany({ filter: { subject: { exists: true } } });
    const ours = async () => (await outbox()).filter((mail) => mail._id.includes(notificationId));
    await eventually(
      async () => (await ours()).length > 0 && (await idle(QUEUE_NAMES.events)) && (await idle(QUEUE_NAMES.mail)),
      'the mails',
    );
    return ours();
  }

  async function referralAlert(testResultId: string) {
    const id = notificationIdFor('POSITIVE_CONFIRMED_BY_ASSISTANT', testResultId);
    const raised = await eventually(
      async () => (await running.harness.store.readStream(notificationStream(id))).at(0),
      'the referral alert',
    );
    return { id, data: raised.data as EventOf<typeof NotificationRaised>['data'] };
  }

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

    const mails = await mailsOf(id);
    expect(mails.map((mail) => mail.to)).toEqual(['tokyo@example.com']);
    expect(mails[0]!.text).toContain('運転者: 鈴木 一郎');
    expect(mails[0]!.text).toContain('確認日時: 2026.11.20 9:05');
  });

  /*
   * Referrals stored before PositiveResultReferred carried the office have none: the alert names the office the driver
   * belonged to when referred, from the driver roster read model (it keeps each driver's offices over time).
   */
  describe('stored before it carried the office', () => {
    /** A company with 東京本社 and 大阪営業所, a 安全運転管理者 at each, and its driver (placed as `officeOf` says) since 1 November. */
    async function company(mailbox: string, officeOf: (offices: { tokyo: string; osaka: string }) => string | null) {
      const { store } = running.harness;
      const companyId = randomUUID();
      const offices = {
        tokyo: await seedOffice(store, companyId, { name: '東京本社' }),
        osaka: await seedOffice(store, companyId, { name: '大阪営業所' }),
      };
      await seedManager(store, companyId, `tokyo-${mailbox}@example.com`, { officeId: offices.tokyo });
      await seedManager(store, companyId, `osaka-${mailbox}@example.com`, { officeId: offices.osaka });
      const driver = { officeId: officeOf(offices), lastName: '高橋', firstName: '次郎', at: '2026-11-01T00:00:00.000Z' };
      const driverId = await seedDriver(store, companyId, '2030-01-01', driver);
      return { companyId, driverId, ...offices };
    }
    /** Referred at 08:30 on the 20th (Japan), as such a referral was stored: with no office. */
    const referOldStyle = (companyId: string, driverId: string) =>
      seedReferral(running.harness.store, {
        companyId,
        driverId,
        officeId: 'not kept',
        resultMgL: 0.15,
        referredAt: '2026-11-19T23:30:00.000Z',
      });

    it('goes to the 安全運転管理者 of the office the driver had then, not the one they moved to', async () => {
      const { companyId, driverId, tokyo, osaka } = await company('then', (offices) => offices.tokyo);
      // Moved to 大阪営業所 at 09:00 on the 20th (Japan), after the referral.
      await seedDriverChange(running.harness.store, companyId, driverId, { officeId: osaka }, '2026-11-20T00:00:00.000Z');
      await running.harness.readModelsCaughtUp();

      const { id, data } = await referralAlert(await referOldStyle(companyId, driverId));
      expect(data.referral).toEqual({ assistant: { managerId: expect.any(String), name: '伊藤 健', role: 'assistant' }, officeId: tokyo });
      const mails = await mailsOf(id);
      expect(mails.map((mail) => mail.to)).toEqual(['tokyo-then@example.com']);
      expect(mails[0]!.text).toContain('運転者: 高橋 次郎');
    });

    it('goes to every 安全運転管理者 when the roster knows no office of the driver', async () => {
      const { companyId, driverId } = await company('all', () => null);
      await running.harness.readModelsCaughtUp();

      const { id, data } = await referralAlert(await referOldStyle(companyId, driverId));
      expect(data.referral?.officeId).toBeNull();
      const mails = await mailsOf(id);
      expect(mails.map((mail) => mail.to).sort()).toEqual(['osaka-all@example.com', 'tokyo-all@example.com']);
      expect(mails[0]!.text).toContain('運転者: 高橋 次郎');
    });
  });
});
