import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckBoardRow } from '@fleetcheck/contracts';
import { CheckBoardPage } from '../../src/features/check-board/components/CheckBoardPage';
import { renderWithApp } from '../components/renderWithApp';

const row = (
  driverId: string,
  lastName: string,
  before: CheckBoardRow['before_driving'],
  after: CheckBoardRow['after_driving'],
  onDuty = true,
) => ({
  driverId,
  lastName,
  firstName: '太郎',
  officeId: null,
  onDuty,
  before_driving: before,
  after_driving: after,
});

/** Answers the board of 20 Nov 2026 and the duty command, as the APIs do; records what was sent. */
function boardServer() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let restingOnDuty = false;
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    sent.push({ method, path: `${url.pathname}${url.search}`, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (method === 'POST') {
      restingOnDuty = (JSON.parse(String(init!.body)) as { onDuty: boolean }).onDuty;
      return json({ operation: 'success', data: { id: 'd3', revision: 1 } });
    }
    return json({
      operation: 'success',
      data: {
        date: '2026-11-20',
        office: null,
        drivers: [
          row('d1', '青木', { state: 'ok', testResultId: 't1' }, { state: 'missing', testResultId: null }),
          row('d2', '石井', { state: 'failed', testResultId: 't2' }, { state: 'awaiting_confirmation', testResultId: 't3' }),
          row('d3', '上田', { state: 'missing', testResultId: null }, { state: 'missing', testResultId: null }, restingOnDuty),
        ],
      },
    });
  }) as typeof fetch;
  return { sent, fetchFn };
}

describe('check board page (issue 15 item 3)', () => {
  afterEach(cleanup);

  it("shows each driver's before- and after-driving check of the day and marks a driver back on duty", async () => {
    const server = boardServer();
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, server.fetchFn);
    const table = await screen.findByRole('table', { name: 'Alcohol checks of 2026.11.20' });
    const cells = (driverId: string) =>
      [...table.querySelectorAll(`tr[data-driver="${driverId}"] td[data-state]`)].map((cell) => cell.getAttribute('aria-label'));
    expect(cells('d1')).toEqual(['Before driving: Done', 'After driving: Missing']);
    expect(cells('d2')).toEqual(['Before driving: Failed', 'After driving: Awaiting confirmation']);
    expect(server.sent[0]).toMatchObject({ method: 'GET', path: '/api/v1/check-board?date=2026-11-20' });

    const resting = table.querySelector('tr[data-driver="d3"]') as HTMLElement;
    expect(within(resting).getByText(/Off duty/)).toBeTruthy();
    fireEvent.click(within(resting).getByRole('button', { name: 'Mark on duty' }));
    await waitFor(() => expect(within(table.querySelector('tr[data-driver="d3"]') as HTMLElement).getByText(/On duty/)).toBeTruthy());
    expect(server.sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/driver/d3/duty',
      body: { date: '2026-11-20', onDuty: true },
    });
  });

  it('has every word of the board in Japanese', () => {
    const catalog = readFileSync(join(process.cwd(), 'src/locales/ja/messages.po'), 'utf8');
    for (const [english, japanese] of [
      ['Check board', 'チェック状況'],
      ['Missing', '未実施'],
      ['Mark off duty', '非番にする'],
      ['Download the ledger of {month} (PDF)', '{month} の記録簿をダウンロード（PDF）'],
    ])
      expect(catalog).toContain(`msgid "${english}"\nmsgstr "${japanese}"`);
  });
});
