import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { RecordBookDownload } from '../../src/features/check-board/components/RecordBookDownload';
import { clickWhenEnabled } from '../components/clickWhenEnabled';
import { renderWithApp } from '../components/renderWithApp';
import { boardOffices } from '../fakes/fakeCheckBoardServer';
import { errorAnswer, lookupPage } from '../fakes/listPage';

/**
 * The offices lookup and the record book as query-api answers them: the file named after the office and month
 * in `filename*`; a month the company has no access to (here 2020-01) answers 404. Records the books asked for.
 */
function recordBookServer() {
  const asked: string[] = [];
  const fetchFn: typeof fetch = async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/v1/office') return Response.json(lookupPage(boardOffices));
    if (url.pathname !== '/api/v1/test-result/ledger') return errorAnswer('Errors.NotFound', 404);
    asked.push(url.search);
    if (url.searchParams.get('month') === '2020-01') return errorAnswer('Errors.NotFound', 404);
    const office = boardOffices.find((known) => known.id === url.searchParams.get('office'))?.name ?? 'Acme';
    const name = `記録簿_${office}_${url.searchParams.get('month')}.${url.searchParams.get('format')}`;
    return new Response('file', {
      headers: { 'Content-Disposition': `attachment; filename="record-book.x"; filename*=UTF-8''${encodeURIComponent(name)}` },
    });
  };
  return { asked, fetchFn };
}

describe('the record book download (issue 33 item 3)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("downloads the picked office's month as PDF, then as Shift_JIS CSV, under the server's Japanese file name", async () => {
    // jsdom makes no object URLs and saves nothing: the names the browser would save under are kept.
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:record-book');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const server = recordBookServer();
    renderWithApp(<RecordBookDownload month="2026-11" office={undefined} />, server.fetchFn);
    const picker = screen.getByLabelText('Office of the record book') as HTMLSelectElement;
    await waitFor(() => expect([...picker.options].map((option) => option.textContent)).toEqual(['All offices', '本社', '大阪営業所']));

    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-10' } });
    fireEvent.change(picker, { target: { value: 'o2' } });
    await clickWhenEnabled('Record book (PDF)');
    await waitFor(() => expect(saved).toEqual(['記録簿_大阪営業所_2026-10.pdf']));

    fireEvent.change(screen.getByLabelText('CSV encoding'), { target: { value: 'shift_jis' } });
    await clickWhenEnabled('Record book (CSV)');
    await waitFor(() => expect(saved).toEqual(['記録簿_大阪営業所_2026-10.pdf', '記録簿_大阪営業所_2026-10.csv']));
    expect(server.asked).toEqual([
      '?month=2026-10&format=pdf&language=en&office=o2',
      '?month=2026-10&format=csv&language=en&office=o2&encoding=shift_jis',
    ]);
    expect(screen.queryByRole('alert')).toBeNull();

    // A refused download says why, in words.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2020-01' } });
    await clickWhenEnabled('Record book (PDF)');
    expect((await screen.findByRole('alert')).textContent).not.toContain('Errors.');
    expect(saved).toHaveLength(2);
  });
});
