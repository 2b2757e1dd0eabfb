import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { testResultDetailSchema } from '@fleetcheck/contracts';
import { usePanels } from '../../src/components/overlay/PanelStack';
import { CorrectionPanel } from '../../src/features/test-result/components/CorrectionPanel';
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

/** A hand-entered record of driver d1 (since removed from the company's list) with no detector and a visual check. */
const record = testResultDetailSchema.parse({
  _id: 't1',
  firstName: '太郎',
  lastName: '山田',
  time: '8:30',
  date: '2026-11-20',
  result: 0,
  status: 1,
  device: null,
  carNumber: '品川 300 あ 12-34',
  carModel: 'Hiace',
  driverLicense: null,
  licenseType: null,
  expirationDate: null,
  DOB: null,
  office: '本社',
  driver: 'd1',
  vehicle: 'c1',
  tel: null,
  email: null,
  location: null,
  mapImage: null,
  testedAt: '2026-11-19T23:30:00.000Z',
  checkType: 'before_driving',
  method: 'face_to_face',
  checkedBy: null,
  source: 'manual',
  visualCheck: { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null },
  checker: null,
  noDetectorReason: '電池切れ',
});

/** The lookups the panel reads and POST /test-result/t1/correction; records the bodies. */
function correctionServer() {
  const posted: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'POST' && url.pathname === '/api/v1/test-result/t1/correction') {
      posted.push(JSON.parse(String(init.body)));
      return Response.json({ operation: 'success', data: { id: 't1', revision: 1 }, position: '12' });
    }
    switch (url.pathname) {
      case '/api/v1/driver':
        return Response.json(page([{ id: 'd2', lastName: '青木', firstName: '次郎' }]));
      case '/api/v1/manager':
        return Response.json(page([{ id: 'm1', lastName: '佐藤', firstName: '花子' }]));
      case '/api/v1/car':
        return Response.json(
          page([
            { id: 'c1', number: '品川 300 あ 12-34', model: 'Hiace' },
            { id: 'c2', number: '品川 500 さ 56-78', model: 'Prius' },
          ]),
        );
      case '/api/v1/device':
        return Response.json(page([{ id: 'own1', serialNo: 'OWN-001' }]));
      case '/api/v1/device/rented':
        return Response.json({ operation: 'success', data: [] });
      default:
        return Response.json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
    }
  }) as typeof fetch;
  return { posted, fetchFn };
}

function Opener() {
  const panels = usePanels();
  return (
    <button type="button" onClick={() => panels.open('test-result-correction', <CorrectionPanel record={record} />)}>
      Correct
    </button>
  );
}

describe('the correction panel (issue 15 item 4)', () => {
  afterEach(cleanup);

  it('starts from the record, keeps a driver who left the list, and sends only the driver, vehicle, checker, detector and visual check changed', async () => {
    const server = correctionServer();
    renderWithApp(<Opener />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'Correct the record' });
    const driver = within(form).getByLabelText('Driver') as HTMLSelectElement;
    await waitFor(() => expect([...driver.options].map((o) => o.textContent)).toEqual(['Choose', '山田 太郎', '青木 次郎']));
    expect(driver.value).toBe('d1');
    await waitFor(() => expect(within(form).getByLabelText('Checker').textContent).toContain('佐藤 花子'));
    await waitFor(() => expect(within(form).getByLabelText('Detector').textContent).toContain('OWN-001'));
    expect((within(form).getByLabelText('Vehicle') as HTMLSelectElement).value).toBe('c1');
    expect((within(form).getByLabelText('Why no detector') as HTMLTextAreaElement).value).toBe('電池切れ');
    expect((within(form).getByLabelText('Face colour') as HTMLSelectElement).value).toBe('normal');

    const change = (label: string, value: string) => fireEvent.change(within(form).getByLabelText(label), { target: { value } });
    change('Driver', 'd2');
    change('Vehicle', 'c2');
    change('Checker', 'm1');
    change('Detector', 'own1');
    change('Face colour', 'not_normal');
    change('Remark', '顔が赤い');
    change('Reason for the correction', '別の運転者の記録だった');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toEqual({
      driver: 'd2',
      vehicle: 'c2',
      checker: 'm1',
      detector: 'own1',
      noDetectorReason: null,
      visualCheck: { faceColour: 'not_normal', breathSmell: 'normal', voice: 'normal', remark: '顔が赤い' },
      reason: '別の運転者の記録だった',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct the record' })).toBeNull());
  });
});
