import { describe, expect, it } from 'vitest';
import { readEventStream, type StreamMessage } from '../../src/live-call/eventStream';
import { applyQueueMessage, applyReferralMessage } from '../../src/features/live-confirmation/model/useLiveQueue';

const sse = (text: string) => new Response(text, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });

describe('the live streams (issue 35)', () => {
  it('reads messages, and reconnects after a break with the last id seen; a refusal stops it', async () => {
    const asked: (string | undefined)[] = [];
    const answers = [
      // `retry: 1` keeps the test quick; the second message is split across two lines of data.
      () => sse('retry: 1\n\nid: a\nevent: queue\ndata: {"type":"snapshot",\ndata: "calls":[]}\n\n: keep-alive\n\n'),
      () => sse('id: b\nevent: queue\ndata: {"n":2}\n\n'),
      () => new Response('{}', { status: 403, headers: { 'Content-Type': 'application/json' } }),
    ];
    const received: StreamMessage[] = [];
    const refused = await new Promise<number>((resolve) => {
      readEventStream({
        open: async (lastEventId) => {
          asked.push(lastEventId);
          return answers[asked.length - 1]!();
        },
        onMessage: (message) => received.push(message),
        onRefused: (response) => resolve(response.status),
      });
    });
    expect(refused).toBe(403);
    expect(received).toEqual([
      { id: 'a', event: 'queue', data: { type: 'snapshot', calls: [] } },
      { id: 'b', event: 'queue', data: { n: 2 } },
    ]);
    expect(asked).toEqual([undefined, 'a', 'b']);
  });

  it('keeps the queue: a call waits, is taken (by whom), and goes when it ends', () => {
    const call = {
      callId: 'c1',
      testResultId: 'r1',
      driver: { driverId: 'd1', name: '佐藤 一郎' },
      officeId: null,
      requestedAt: '2026-04-01T00:00:00.000Z',
      status: 'waiting' as const,
      manager: null,
    };
    const waiting = applyQueueMessage([], { type: 'waiting', call });
    expect(waiting).toEqual([call]);
    const taken = applyQueueMessage(waiting, { type: 'taken', callId: 'c1', manager: { managerId: 'm1', name: '山田 太郎' } });
    expect(taken).toEqual([{ ...call, status: 'taken', manager: { managerId: 'm1', name: '山田 太郎' } }]);
    expect(applyQueueMessage(taken, { type: 'ended', callId: 'c1', testResultId: 'r1', reason: 'confirmed' })).toEqual([]);
  });

  it('keeps the referrals: those open when the queue (re)connects, then each new one once', () => {
    const referral = {
      testResultId: 'r2',
      driverId: 'd1',
      resultMgL: 0.25,
      assistant: { managerId: 'm2', name: '伊藤 健', role: 'assistant' as const },
      referredAt: '2026-04-01T00:05:00.000Z',
      officeId: 'o1',
    };
    const open = applyReferralMessage([], { type: 'snapshot', calls: [], referrals: [referral] });
    expect(open).toEqual([referral]);
    const later = { ...referral, testResultId: 'r3' };
    const heard = applyReferralMessage(applyReferralMessage(open, { type: 'referred', ...later }), { type: 'referred', ...later });
    expect(heard).toEqual([referral, later]);
    // A reconnect shows what is open then (the first one's alert was dismissed meanwhile).
    expect(applyReferralMessage(heard, { type: 'snapshot', calls: [], referrals: [later] })).toEqual([later]);
  });
});
