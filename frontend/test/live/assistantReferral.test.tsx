import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { LiveQueue } from '../../src/features/live-confirmation/components/LiveQueue';
import { renderWithApp } from '../components/renderWithApp';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

/**
 * GET /live/queue as the command side streams it: the queue as it is (empty), then a positive result 補助者
 * 伊藤 健 confirmed at 09:05 Japan time (00:05 UTC). Later connections get an empty queue and stay open.
 */
function queueServer(): typeof fetch {
  let opened = 0;
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/live/queue') return Response.json({}, { status: 404 });
    opened += 1;
    const referred = {
      type: 'referred',
      testResultId: 'r1',
      driverId: 'd1',
      resultMgL: 0.25,
      assistant: { managerId: 'm2', name: '伊藤 健', role: 'assistant' },
      referredAt: '2026-11-20T00:05:00.000Z',
      // The driver's office (issue 35 item 1: the server sends a referral to that office's managers).
      officeId: 'o1',
    };
    const text =
      opened === 1
        ? `id: a\nevent: queue\ndata: {"type":"snapshot","calls":[]}\n\nid: b\nevent: queue\ndata: ${JSON.stringify(referred)}\n\n`
        : 'id: c\nevent: queue\ndata: {"type":"snapshot","calls":[]}\n\n';
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
});
