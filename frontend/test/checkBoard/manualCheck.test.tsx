import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { usePanels } from '../../src/components/overlay/PanelStack';
import { ManualCheckPanel } from '../../src/features/test-result/components/ManualCheckPanel';
import { renderWithApp } from '../components/renderWithApp';

const page = (docs: unknown[]) => ({
  docs,
  totalDocs: docs.length,
  limit: 1000,
  page: 1,
  totalPages: 1,
  hasNextPage: false,
  hasPrevPage: false,
  nextPage: null,
  prevPage: null,
  pagingCounter: 1,
});

/** One detector the platform rents the company (its own list holds OWN-001). */
const rentedDetectors = [
  {
    _id: 'rent1',
    serialNo: 'RENT-001',
    company: { _id: 'co1', name: '東京運送' },
    regDate: '2025-01-15',
    status: 0,
    model: 2,
    totalUsed: 0,
    createdAt: '2025-01-15T00:00:00.000Z',
    updatedAt: '2025-01-15T00:00:00.000Z',
    version: 0,
  },
];

/** Answers the lookups the form reads and POST /test-result (refused once, when `refuseFirst`); records the bodies. */
function manualServer(refuseFirst: boolean) {
  const posted: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (init?.method === 'POST') {
      posted.push(JSON.parse(String(init.body)));
      if (refuseFirst && posted.length === 1)
        return json(
          { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'remoteMethod', key: 'Errors.Required' }] } },
          400,
        );
      return json({ operation: 'success', data: { id: 't1', revision: 0 }, position: '10' }, 201);
    }
    switch (url.pathname) {
      case '/api/v1/driver':
        return json(page([{ id: 'd1', lastName: '青木', firstName: '太郎' }]));
      case '/api/v1/manager':
        return json(page([{ id: 'm1', lastName: '佐藤', firstName: '花子' }]));
      case '/api/v1/car':
        return json(page([{ id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' }]));
      case '/api/v1/device':
        return json(page([{ id: 'own1', serialNo: 'OWN-001' }]));
      case '/api/v1/device/rented':
        return json({ operation: 'success', data: rentedDetectors });
      default:
        return json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, 404);
    }
  }) as typeof fetch;
  return { posted, fetchFn };
}

/** The check board's button, which opens the form as a side panel. */
function Opener() {
  const panels = usePanels();
  return (
    <button type="button" onClick={() => panels.open('manual-check', <ManualCheckPanel />)}>
      Record a check by hand
    </button>
  );
}

/** A field by its label (a refused field's label also holds its message). */
const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label.replace(/[()/]/g, '\\$&')}`)), { target: { value } });

describe('a check recorded by hand (issue 15 item 4)', () => {
  afterEach(cleanup);

  it('sends every item of the law, the Japanese time as an instant; a refused field shows its message', async () => {
    const server = manualServer(true);
    renderWithApp(<Opener />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Record a check by hand' }));
    await waitFor(() => expect(screen.getByLabelText('Driver').textContent).toContain('青木 太郎'));
    await waitFor(() => expect(screen.getByLabelText('Checker').textContent).toContain('佐藤 花子'));
    choose('Driver', 'd1');
    choose('Date and time of the check', '2026-11-20T08:30');
    choose('Result (mg/l)', '0');
    choose('Check type', 'before_driving');
    choose('Method', 'remote');
    choose('Checker', 'm1');
    choose('Why no detector', '検知器の電池切れ');
    choose('Face colour', 'normal');
    choose('Breath smell', 'normal');
    choose('Voice', 'not_normal');
    choose('Remark', '声がかすれている');
    choose('Instructions', '十分な休息を取ってから運転すること');
    choose('Other notes', '出張先からの点呼');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    // The server asks for the remote means: said beside the field, nothing else lost.
    expect(await screen.findByText('This field is required')).toBeTruthy();
    choose('Remote means', 'video');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.posted).toHaveLength(2));
    expect(server.posted[1]).toEqual({
      driver: 'd1',
      vehicle: null,
      // 08:30 in Japan is 23:30 UTC the day before.
      time: '2026-11-19T23:30:00.000Z',
      result: 0,
      checkType: 'before_driving',
      method: 'remote',
      remoteMethod: 'video',
      checker: 'm1',
      detector: null,
      noDetectorReason: '検知器の電池切れ',
      visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'not_normal', remark: '声がかすれている' },
      instructions: '十分な休息を取ってから運転すること',
      notes: '出張先からの点呼',
    });
  });

  it('names any detector the company may use, its own or a rented one; naming one drops the reason there was none', async () => {
    const server = manualServer(false);
    renderWithApp(<Opener />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Record a check by hand' }));
    await waitFor(() => expect(screen.getByLabelText('Driver').textContent).toContain('青木 太郎'));
    const detector = screen.getByLabelText('Detector');
    await waitFor(() =>
      expect([...detector.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['None', 'OWN-001', 'RENT-001']),
    );
    choose('Driver', 'd1');
    choose('Why no detector', '電池切れ');
    choose('Detector', 'own1');
    expect(screen.queryByLabelText('Why no detector')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({ driver: 'd1', detector: 'own1', noDetectorReason: null });
  });
});
