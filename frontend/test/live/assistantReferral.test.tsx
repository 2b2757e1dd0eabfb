import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LiveQueue } from '../../src/features/live-confirmation/components/LiveQueue';
import { renderWithApp } from '../components/renderWithApp';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

/** A positive result 補助者 伊藤 健 confirmed at `referredAt`, as the queue's stream sends it. */
const referred = (testResultId: string, referredAt: string) => ({
  type: 'referred',
  testResultId,
  driverId: 'd1',
  resultMgL: 0.25,
  assistant: { managerId: 'm2', name: '伊藤 健', role: 'assistant' },
  referredAt,
  // The driver's office (issue 35 item 1: the server sends a referral to that office's managers).
  officeId: 'o1',
});

/**
 * GET /live/queue as the command side streams it: the queue as it is (empty), then `messages` (by default a positive
 * result confirmed at 09:05 Japan time, 00:05 UTC). Later connections get an empty queue and stay open.
 */
function queueServer(messages: object[] = [referred('r1', '2026-11-20T00:05:00.000Z')]): typeof fetch {
  let opened = 0;
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/live/queue') return Response.json({}, { status: 404 });
    opened += 1;
    const snapshot = 'id: a\nevent: queue\ndata: {"type":"snapshot","calls":[]}\n\n';
    const text =
      opened === 1 ? snapshot + messages.map((m, i) => `id: m${i}\nevent: queue\ndata: ${JSON.stringify(m)}\n\n`).join('') : snapshot;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text));
        // The stream stays open, as the real one does.
      },
    });
    return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  };
}

describe("the live queue's referrals (補助者, issue 35 item 4)", () => {
  afterEach(() => {
    cleanup();
    activateEnglish();
  });

  it('a positive result a 補助者 confirmed shows at once in the queue, in Japanese, until dismissed', async () => {
    await activateJapanese();
    renderWithApp(<LiveQueue />, queueServer());
    const referrals = await screen.findByRole('alert', { name: '安全運転管理者への報告' });
    expect(referrals.textContent).toContain(
      '酒気帯びあり（0.250 mg/l）：09:05に補助者 伊藤 健 が確認しました。安全運転管理者として運転者に対応してください。',
    );
    fireEvent.click(within(referrals).getByRole('button', { name: '閉じる' }));
    await waitFor(() => expect(screen.queryByRole('alert', { name: '安全運転管理者への報告' })).toBeNull());
  });

  it('a referral whose dashboard alert another manager dismissed leaves the queue at once; the others stay', async () => {
    await activateJapanese();
    const dismissed = { type: 'referral-dismissed', testResultId: 'r1', officeId: 'o1' };
    renderWithApp(
      <LiveQueue />,
      queueServer([referred('r1', '2026-11-20T00:05:00.000Z'), referred('r2', '2026-11-20T00:07:00.000Z'), dismissed]),
    );
    const referrals = await screen.findByRole('alert', { name: '安全運転管理者への報告' });
    await waitFor(() => expect(within(referrals).getAllByRole('listitem')).toHaveLength(1));
    expect(referrals.textContent).toContain('09:07に補助者 伊藤 健 が確認しました。');
    expect(referrals.textContent).not.toContain('09:05');
  });
});
