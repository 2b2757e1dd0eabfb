import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckBoardPage } from '../../src/features/check-board/components/CheckBoardPage';
import { InspectionRecordDownload } from '../../src/features/vehicle-inspection/components/InspectionRecordDownload';
import { clickWhenEnabled } from '../components/clickWhenEnabled';
import { renderWithApp } from '../components/renderWithApp';
import { boardOffices, boardServer } from '../fakes/fakeCheckBoardServer';
import { errorAnswer, lookupPage } from '../fakes/listPage';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

/** Each row of the vehicles' table: the car, its inspection and whether it is fit, as read (marks and words). */
const vehicleRows = (table: HTMLElement) =>
  [...table.querySelectorAll('tbody tr')].map((row) => [...row.children].map((cell) => cell.textContent));
const board = (office?: string) =>
  renderWithApp(<CheckBoardPage date="2026-11-20" office={office} onSearchChange={() => undefined} />, boardServer().fetchFn);

describe("the check board's vehicles: each one's daily inspection of the day (issue 37 item 2)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows beside the drivers each vehicle not inspected, done all OK, or abnormal and not fit until cleared, in words', async () => {
    const server = boardServer();
    renderWithApp(<CheckBoardPage date="2026-11-20" office={undefined} onSearchChange={() => undefined} />, server.fetchFn);
    await screen.findByRole('table', { name: 'Alcohol checks of 2026.11.20' });
    const table = await screen.findByRole('table', { name: 'Daily vehicle inspections of 2026.11.20' });
    expect(vehicleRows(table)).toEqual([
      ['品川 300 あ 12-34', 'Inspected: all OK (at 07:30)', 'Fit'],
      ['品川 300 い 56-78', 'Abnormal: not fit until a manager clears it (at 07:45)', 'Not fit: a fault waits for a manager'],
      ['大阪 400 う 90-12', 'Not inspected', 'Fit'],
      // Inspected all OK today, but an earlier day's fault still waits.
      ['大阪 400 え 34-56', 'Inspected: all OK (at 08:05)', 'Not fit: a fault waits for a manager'],
    ]);
    expect(server.sent.find((call) => call.path.startsWith('/api/v1/vehicle-inspection'))).toMatchObject({
      method: 'GET',
      path: '/api/v1/vehicle-inspection/day?date=2026-11-20',
    });
    // Not colour alone: the words say it; the state is in the markup too.
    expect([...table.querySelectorAll('td[data-status]')].map((cell) => cell.getAttribute('data-status'))).toEqual([
      'ok',
      'abnormal',
      'none',
      'ok',
    ]);
    expect(within(table).getByRole('rowheader', { name: '品川 300 い 56-78' })).toBeTruthy();
  });

  it("shows one office's vehicles when the board shows one office", async () => {
    board('o2');
    const table = await screen.findByRole('table', { name: 'Daily vehicle inspections of 2026.11.20' });
    expect(vehicleRows(table).map(([car]) => car)).toEqual(['大阪 400 う 90-12', '大阪 400 え 34-56']);
  });

  it('says it in Japanese', async () => {
    await activateJapanese();
    try {
      board();
      const table = await screen.findByRole('table', { name: '2026.11.20 の車両の日常点検' });
      expect(vehicleRows(table).slice(1, 3)).toEqual([
        ['品川 300 い 56-78', '異常あり・管理者が解除するまで運行不可 （07:45 点検）', '運行不可（異常が管理者の解除待ち）'],
        ['大阪 400 う 90-12', '未実施', '運行可'],
      ]);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['車両', '日常点検', '運行の可否']);
    } finally {
      activateEnglish();
    }
  });
});

/**
 * The offices lookup and the daily inspection record as query-api answers them: the file named after the office and
 * month in `filename*`; an office removed since the lookup (listed in `removed`) answers 404, as one that is not the
 * company's. Records the records asked for.
 */
function inspectionRecordServer() {
  const asked: string[] = [];
  const removed = new Set<string>();
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/office') return Response.json(lookupPage(boardOffices));
    if (url.pathname !== '/api/v1/vehicle-inspection/record') return errorAnswer('Errors.NotFound', 404);
    asked.push(url.search);
    if (removed.has(url.searchParams.get('office') ?? '')) return errorAnswer('Errors.NotFound', 404);
    const office = boardOffices.find((known) => known.id === url.searchParams.get('office'))?.name ?? 'Acme';
    const name = `日常点検記録簿_${office}_${url.searchParams.get('month')}.${url.searchParams.get('format')}`;
    return new Response('file', {
      headers: { 'Content-Disposition': `attachment; filename="daily-inspection-record.x"; filename*=UTF-8''${encodeURIComponent(name)}` },
    });
  };
  return { asked, removed, fetchFn };
}

describe("the daily inspection record's download in the inspection panel (issue 37 item 2)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("downloads the picked office's month as PDF and as CSV under the server's Japanese file name", async () => {
    // jsdom makes no object URLs and saves nothing: the names the browser would save under are kept.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:inspection-record');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = inspectionRecordServer();
    renderWithApp(<InspectionRecordDownload month="2026-11" />, server.fetchFn);
    const picker = screen.getByLabelText('Office of the inspection record') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toEqual(['All offices', '本社', '大阪営業所']));
    expect((screen.getByLabelText('Month of the inspection record') as HTMLInputElement).value).toBe('2026-11');

    await clickWhenEnabled('Inspection record (CSV)');
    await waitFor(() => expect(saved).toEqual(['日常点検記録簿_Acme_2026-11.csv']));

    fireEvent.change(screen.getByLabelText('Month of the inspection record'), { target: { value: '2026-10' } });
    fireEvent.change(picker, { target: { value: 'o2' } });
    await clickWhenEnabled('Inspection record (PDF)');
    await waitFor(() => expect(saved).toEqual(['日常点検記録簿_Acme_2026-11.csv', '日常点検記録簿_大阪営業所_2026-10.pdf']));
    expect(server.asked).toEqual(['?month=2026-11&format=csv&language=en', '?month=2026-10&format=pdf&language=en&office=o2']);
    expect(screen.queryByRole('alert')).toBeNull();

    // A refused download (the office was removed meanwhile) says why, in words.
    server.removed.add('o2');
    await clickWhenEnabled('Inspection record (PDF)');
    expect((await screen.findByRole('alert')).textContent).not.toContain('Errors.');
    expect(saved).toHaveLength(2);
  });
});
