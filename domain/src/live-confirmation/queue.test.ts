import { describe, expect, it } from 'vitest';
import type { LiveQueueMessage } from '@fleetcheck/contracts';
import { QueueAudience } from './audience';
import { LiveQueue } from './queue';

/*
 * Issue 35 items 1 and 2: the live queue per office. Company c1 has offices tokyo and osaka; 鈴木 (tokyo) and 田中
 * (osaka) call, 佐藤 (a 補助者) confirms 鈴木's positive result, and a driver with no office calls.
 */
const stored = (type: string, data: object) => ({ type, schemaVersion: 1, data: { companyId: 'c1', ...data } });
const call = (callId: string, officeId: string | null, requestedAt: string) =>
  stored('LiveCallRequested', {
    testResultId: `t-${callId}`,
    callId,
    driver: { driverId: `d-${callId}`, name: callId },
    officeId,
    requestedAt,
  });
const sato = { managerId: 'm9', name: '佐藤 花子', role: 'assistant' as const };
const referred = stored('PositiveResultReferred', {
  testResultId: 't-suzuki',
  driverId: 'd-suzuki',
  resultMgL: 0.25,
  assistant: sato,
  referredAt: '2026-04-01T00:05:00.000Z',
  officeId: 'tokyo',
});
const referralNotification = 'n-referral';

function queue(): LiveQueue {
  const q = new LiveQueue();
  q.apply(call('suzuki', 'tokyo', '2026-04-01T00:01:00.000Z'));
  q.apply(call('tanaka', 'osaka', '2026-04-01T00:02:00.000Z'));
  q.apply(call('nobody', null, '2026-04-01T00:03:00.000Z'));
  q.apply(referred);
  return q;
}
const ids = (q: LiveQueue, officeId: string | null) => {
  const { calls, referrals } = q.snapshotFor('c1', officeId);
  return { calls: calls.map((c) => c.callId), referrals: referrals.map((r) => r.testResultId) };
};

describe('the live queue per office', () => {
  it("an office's manager sees its drivers and drivers with no office; a manager with no office sees the whole company", () => {
    const q = queue();
    expect(ids(q, 'tokyo')).toEqual({ calls: ['suzuki', 'nobody'], referrals: ['t-suzuki'] });
    expect(ids(q, 'osaka')).toEqual({ calls: ['tanaka', 'nobody'], referrals: [] });
    expect(ids(q, null)).toEqual({ calls: ['suzuki', 'tanaka', 'nobody'], referrals: ['t-suzuki'] });
    expect(q.snapshotFor('c2', null)).toEqual({ calls: [], referrals: [] });
  });

  it('a referral stays in the snapshot until its dashboard alert is dismissed; other alerts dismissed change nothing', () => {
    const q = queue();
    expect(q.snapshotFor('c1', 'tokyo').referrals).toEqual([
      {
        testResultId: 't-suzuki',
        driverId: 'd-suzuki',
        resultMgL: 0.25,
        assistant: sato,
        referredAt: '2026-04-01T00:05:00.000Z',
        officeId: 'tokyo',
      },
    ]);
    const raised = (notificationId: string, type: string, testResultId: string | null) =>
      stored('NotificationRaised', {
        notificationId,
        type,
        level: 'alert',
        driver: null,
        car: null,
        device: null,
        testResult: 0.25,
        missingCheck: null,
        testResultId,
        raisedAt: '2026-04-01T00:05:01.000Z',
      });
    const dismissed = (notificationId: string) =>
      stored('NotificationDismissed', { notificationId, userId: 'm1', dismissedAt: '2026-04-01T00:06:00.000Z' });
    q.apply(raised('n-failed', 'ALCOHOL_TEST_FAILED', 't-suzuki'));
    q.apply(raised(referralNotification, 'POSITIVE_CONFIRMED_BY_ASSISTANT', 't-suzuki'));
    q.apply(dismissed('n-failed'));
    expect(ids(q, 'tokyo').referrals).toEqual(['t-suzuki']);
    // Which referral an alert keeps in the queue (the dismissal tells the open queues of it).
    expect(q.referralOfAlert('n-failed')).toBeUndefined();
    expect(q.referralOfAlert(referralNotification)).toEqual({ companyId: 'c1', referral: q.snapshotFor('c1', null).referrals[0] });
    q.apply(dismissed(referralNotification));
    expect(q.referralOfAlert(referralNotification)).toBeUndefined();
    expect(ids(q, 'tokyo').referrals).toEqual([]);
    expect(ids(q, null).referrals).toEqual([]);
  });

  it("a manager's stream passes on the calls of their office, and the changes of the calls it showed them", () => {
    const tokyo = new QueueAudience('tokyo');
    const osaka = new QueueAudience('osaka');
    const hq = new QueueAudience(null);
    const waitingCall = (callId: string, officeId: string | null): Extract<LiveQueueMessage, { type: 'waiting' }>['call'] => ({
      callId,
      testResultId: `t-${callId}`,
      driver: { driverId: 'd', name: callId },
      officeId,
      requestedAt: '',
      status: 'waiting',
      manager: null,
    });
    const waiting = (callId: string, officeId: string | null): LiveQueueMessage => ({
      type: 'waiting',
      call: waitingCall(callId, officeId),
    });
    const taken = (callId: string): LiveQueueMessage => ({ type: 'taken', callId, manager: { managerId: 'm1', name: '山田 太郎' } });
    const ended = (callId: string): LiveQueueMessage => ({ type: 'ended', callId, testResultId: `t-${callId}`, reason: 'confirmed' });
    const referral = (officeId: string | null): LiveQueueMessage => ({
      type: 'referred',
      testResultId: 't1',
      driverId: 'd',
      resultMgL: 0.25,
      assistant: sato,
      referredAt: '',
      officeId,
    });
    const messages = [waiting('suzuki', 'tokyo'), waiting('tanaka', 'osaka'), taken('suzuki'), taken('tanaka'), ended('suzuki')];
    const heard = (audience: QueueAudience) => messages.map((m) => audience.hears(m));
    expect(heard(tokyo)).toEqual([true, false, true, false, true]);
    expect(heard(osaka)).toEqual([false, true, false, true, false]);
    expect(heard(hq)).toEqual([true, true, true, true, true]);
    // A call the snapshot showed is followed too; an ended call is forgotten.
    const late = new QueueAudience('osaka');
    expect(late.hears({ type: 'snapshot', calls: [waitingCall('tanaka', 'osaka')], referrals: [] })).toBe(true);
    expect([taken('tanaka'), ended('tanaka'), taken('tanaka')].map((m) => late.hears(m))).toEqual([true, true, false]);
    expect([referral('tokyo'), referral('osaka'), referral(null)].map((m) => osaka.hears(m))).toEqual([false, true, true]);
    expect([referral('tokyo'), referral('osaka')].map((m) => hq.hears(m))).toEqual([true, true]);
    // A referral's alert dismissed goes to the same managers as the referral.
    const dismissal = (officeId: string | null): LiveQueueMessage => ({ type: 'referral-dismissed', testResultId: 't1', officeId });
    expect([dismissal('tokyo'), dismissal('osaka'), dismissal(null)].map((m) => osaka.hears(m))).toEqual([false, true, true]);
    expect([dismissal('tokyo'), dismissal('osaka')].map((m) => hq.hears(m))).toEqual([true, true]);
  });
});
