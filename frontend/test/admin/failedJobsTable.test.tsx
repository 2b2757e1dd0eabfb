import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { FailedJobItem } from '@fleetcheck/contracts';
import { FailedJobsTable } from '../../src/features/admin-operations/components/FailedJobsTable';
import { renderWithApp } from '../components/renderWithApp';
import { errorAnswer } from '../fakes/listPage';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

/** Three jobs out of retries, as GET /admin/jobs/failed answers them (newest first). */
const failed: FailedJobItem[] = [
  {
    queue: 'fleetcheck-billing',
    id: 'invoice-charge:inv-1',
    name: 'ChargeUnansweredInvoice',
    failedReason: 'connect ETIMEDOUT',
    attemptsMade: 8,
    failedAt: '2026-11-29T07:05:00.000Z',
  },
  {
    queue: 'fleetcheck-mail',
    id: 'mail:n-1:m-1',
    name: 'NotificationMail',
    failedReason: 'connect ECONNREFUSED 127.0.0.1:587',
    attemptsMade: 5,
    failedAt: '2026-11-29T06:00:00.000Z',
  },
  {
    queue: 'fleetcheck-events',
    id: 'event-1',
    name: 'CompanyInvoicePaid',
    failedReason: 'Cannot read properties of undefined',
    attemptsMade: 5,
    failedAt: '2026-11-29T05:00:00.000Z',
  },
];

const fetchFn: typeof fetch = async (input) => {
  const url = new URL(String(input), 'http://localhost');
  if (url.pathname === '/api/v1/admin/jobs/failed') return Response.json({ docs: failed, totalDocs: failed.length });
  return errorAnswer('Errors.NotFound', 404);
};

/** Each row's cells as a person reads them: failed at, queue, job, attempts, reason (with its folded detail). */
async function rows(): Promise<string[][]> {
  await screen.findAllByRole('button', { name: /Retry|再実行/ });
  return screen
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent ?? ''),
    );
}

describe('the failed jobs on the operations page', () => {
  afterEach(() => {
    cleanup();
    activateEnglish();
  });

  it('names the queue and the job in English words, with the raw reason folded away as a technical detail', async () => {
    renderWithApp(<FailedJobsTable />, fetchFn);
    const [charge, mail, receipt] = await rows();
    expect(charge!.slice(1, 4)).toEqual(['Billing and card charges', 'Invoice card charge (recheck after no answer)', '8']);
    expect(charge![4]).toBe(
      'The other side did not answer (timeout or dropped connection)' +
        'Technical detail' +
        'fleetcheck-billing / ChargeUnansweredInvoice: connect ETIMEDOUT',
    );
    expect(mail!.slice(1, 3)).toEqual(['Mail sending', 'Sending a notification mail']);
    expect(mail![4]).toMatch(/^The other side refused the connectionTechnical detail/);
    expect(receipt!.slice(1, 3)).toEqual(['Follow-up of recorded events', 'Sending the receipt of a paid invoice']);
    expect(receipt![4]).toMatch(/^The job failedTechnical detail/);
    // The codes are in the folded detail only.
    const detail = screen.getAllByText('Technical detail')[0]!.closest('details')!;
    expect(detail.open).toBe(false);
    expect(within(detail).getByText(/connect ETIMEDOUT/)).toBeTruthy();
  });

  it('names the queue, the job and the failure in Japanese words for a Japanese reader', async () => {
    await activateJapanese();
    renderWithApp(<FailedJobsTable />, fetchFn);
    const [charge, mail, receipt] = await rows();
    expect(charge!.slice(1, 4)).toEqual(['課金・カード決済', '請求書のカード決済（応答なしの再確認）', '8']);
    expect(charge![4]).toBe(
      '相手先から応答がありませんでした（時間切れ・切断）' +
        '技術的な詳細' +
        'fleetcheck-billing / ChargeUnansweredInvoice: connect ETIMEDOUT',
    );
    expect(mail!.slice(1, 3)).toEqual(['メール送信', '通知メールの送信']);
    expect(mail![4]).toMatch(/^相手先に接続を拒否されました技術的な詳細/);
    expect(receipt!.slice(1, 3)).toEqual(['記録後の自動処理', '請求書の領収メールの送信']);
    expect(receipt![4]).toMatch(/^処理に失敗しました技術的な詳細/);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '失敗日時',
      'キュー',
      'ジョブ',
      '試行回数',
      '理由',
      '操作',
    ]);
  });
});
