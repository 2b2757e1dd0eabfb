import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckBoardPage } from '../../src/features/check-board/components/CheckBoardPage';
import { renderWithApp } from '../components/renderWithApp';
import { boardServer } from '../fakes/fakeCheckBoardServer';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

describe('check board page (issue 15 item 3)', () => {
  afterEach(cleanup);

  it("shows each driver's before- and after-driving check of the day and marks a driver back on duty", async () => {
    const server = boardServer();
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, server.fetchFn);
    const table = await screen.findByRole('table', { name: 'Alcohol checks of 2026.11.20' });
    const cells = (driverId: string) =>
      [...table.querySelectorAll(`tr[data-driver="${driverId}"] td[data-state]`)].map((cell) => cell.getAttribute('aria-label'));
    expect(cells('d1')).toEqual(['Before driving: Done', 'After driving: Missing']);
    // The after-driving check was taken in the driver app with no network and sent later: the cell says so.
    expect(cells('d2')).toEqual(['Before driving: Failed', 'After driving: Awaiting confirmation (Taken offline)']);
    expect([...table.querySelectorAll('td[data-offline]')].map((cell) => cell.textContent)).toEqual(['Awaiting confirmationTaken offline']);
    // The offices lookup (the pickers') may go first.
    expect(server.sent.find((call) => call.path.startsWith('/api/v1/check-board'))).toMatchObject({
      method: 'GET',
      path: '/api/v1/check-board?date=2026-11-20',
    });

    // Off duty: nothing is missing.
    expect(cells('d3')).toEqual(['Before driving: Not needed (off duty)', 'After driving: Not needed (off duty)']);
    const resting = table.querySelector('tr[data-driver="d3"]') as HTMLElement;
    expect(within(resting).getByText(/Off duty/)).toBeTruthy();
    fireEvent.click(within(resting).getByRole('button', { name: 'Mark on duty' }));
    await waitFor(() => expect(within(table.querySelector('tr[data-driver="d3"]') as HTMLElement).getByText(/On duty/)).toBeTruthy());
    expect(cells('d3')).toEqual(['Before driving: Missing', 'After driving: Missing']);
    expect(server.sent.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/v1/driver/d3/duty',
      body: { date: '2026-11-20', onDuty: true },
    });
  });

  it('lists the records lacking an item the law asks for, whatever their day, with the items in words', async () => {
    const server = boardServer();
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, server.fetchFn);
    const list = await screen.findByRole('region', { name: 'Incomplete records' });
    const row = list.querySelector('tr[data-record="t9"]') as HTMLElement;
    expect([...row.children].map((cell) => cell.textContent)).toEqual([
      '江藤 太郎',
      '2026.11.18 7:45',
      'Before driving',
      'Checker / Why no vehicle',
      'Open to complete',
    ]);
    expect(server.sent.find((call) => call.path.startsWith('/api/v1/test-result'))).toMatchObject({
      method: 'GET',
      path: '/api/v1/test-result?completeness=incomplete&page=1&limit=10',
    });
    // A driver-app check with no live confirmation by its cut-off is listed as not confirmed (issue 35 item 5).
    expect([...(list.querySelector('tr[data-record="t10"]') as HTMLElement).children].map((cell) => cell.textContent)).toEqual([
      '小野 太郎',
      '2026.11.19 8:10',
      'After driving',
      'Live confirmation (not confirmed)',
      'Open to complete',
    ]);
    expect(screen.getByText('Records lacking an item the law asks for: 2. Open one to complete it by a correction.')).toBeTruthy();

    // In Japanese the law's words, as the record book prints them.
    cleanup();
    await activateJapanese();
    try {
      renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, boardServer().fetchFn);
      const ja = await screen.findByRole('region', { name: '記入漏れのある記録' });
      expect(ja.querySelector('tr[data-record="t9"] td[data-missing-items]')?.textContent).toBe('確認者 / 車両なしの理由');
      expect(ja.querySelector('tr[data-record="t10"] td[data-missing-items]')?.textContent).toBe('ライブ確認（未確認）');
    } finally {
      activateEnglish();
    }
  });

  it('shows a driver-app check not confirmed live by the cut-off as not confirmed (未確認), not as awaiting confirmation', async () => {
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, boardServer().fetchFn);
    const table = await screen.findByRole('table', { name: 'Alcohol checks of 2026.11.20' });
    const cell = table.querySelector('tr[data-driver="d4"] td[data-state="not_confirmed"]') as HTMLElement;
    expect(cell.getAttribute('aria-label')).toBe('Before driving: Not confirmed');
    expect(within(cell).getByRole('button', { name: 'Not confirmed' })).toBeTruthy();

    cleanup();
    await activateJapanese();
    try {
      renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, boardServer().fetchFn);
      const ja = await screen.findByRole('table', { name: '2026.11.20 のアルコールチェック' });
      const jaCell = ja.querySelector('tr[data-driver="d4"] td[data-state="not_confirmed"]') as HTMLElement;
      expect(jaCell.getAttribute('aria-label')).toBe('運転前: 未確認');
      expect(jaCell.textContent).toBe('未確認');
    } finally {
      activateEnglish();
    }
  });

  it('has every word of the board in Japanese', () => {
    const catalog = readFileSync(join(process.cwd(), 'src/locales/ja/messages.po'), 'utf8');
    for (const [english, japanese] of [
      ['Check board', 'チェック状況'],
      ['Missing', '未実施'],
      ['Mark off duty', '非番にする'],
      ['Record book (PDF)', '記録簿をダウンロード（PDF）'],
      ['Shift_JIS (older Excel)', 'Shift_JIS（以前の Excel 向け）'],
      ['Incomplete records', '記入漏れのある記録'],
      ['Missing items', '欠けている項目'],
      ['Taken offline', 'オフラインで実施'],
    ])
      expect(catalog).toContain(`msgid "${english}"\nmsgstr "${japanese}"`);
  });
});
