import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { infoCardSchema, testResultDetailSchema, type TestResultDetail } from '@fleetcheck/contracts';
import { TestResultCard } from '../../src/features/dashboard/components/TestResultCard';
import { renderWithApp } from '../components/renderWithApp';

const base = {
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
  method: 'remote',
  remoteMethod: 'phone',
  checkedBy: null,
  source: 'manual',
  instructions: '休憩を取ってから運転',
  notes: null,
  visualCheck: { faceColour: 'normal', breathSmell: 'not_normal', voice: 'normal', remark: '酒臭あり' },
  checker: null,
  noDetectorReason: '電池切れ',
  coordinates: { latitude: 35.68, longitude: 139.76 },
};

/** The detail and confirmation endpoints as the servers answer them: a return needs a comment. */
function fakeServer(overrides: Partial<Record<keyof typeof base, unknown>> = {}) {
  let record: TestResultDetail = testResultDetailSchema.parse({
    ...base,
    ...overrides,
    detectorFlags: ['check_overdue'],
    corrections: [
      {
        correctedAt: '2026-11-20T00:00:00.000Z',
        correctedBy: { managerId: 'm1', name: '鈴木 一郎' },
        actor: { userId: 'm1', role: 'manager', onBehalfOfAdmin: null },
        reason: '指示事項の記入漏れ',
        changes: [{ field: 'instructions', before: null, after: '休憩を取ってから運転' }],
      },
    ],
  });
  const posted: unknown[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.endsWith('/test-result/t1/confirmation')) {
      const body = JSON.parse(String(init.body)) as { decision: 'confirmed' | 'returned'; comment: string | null };
      posted.push(body);
      if (body.decision === 'returned' && !body.comment) {
        return Response.json(
          { operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields: [{ path: 'comment', key: 'Errors.Required' }] } },
          { status: 400 },
        );
      }
      record = {
        ...record,
        confirmationStatus: body.decision,
        confirmation: {
          decision: body.decision,
          comment: body.comment,
          manager: { managerId: 'm1', name: '鈴木 一郎' },
          decidedAt: '2026-11-20T01:00:00.000Z',
        },
      };
      return Response.json({ operation: 'success', data: { id: 't1', revision: 2 }, position: '9' });
    }
    if (init?.method === 'POST' && url.endsWith('/test-result/t1/correction')) {
      const body = JSON.parse(String(init.body)) as { instructions?: string; reason: string };
      posted.push(body);
      record = {
        ...record,
        instructions: body.instructions ?? record.instructions,
        confirmationStatus: 'awaiting',
        corrections: [
          ...record.corrections,
          {
            correctedAt: '2026-11-20T02:00:00.000Z',
            correctedBy: { managerId: 'm1', name: '鈴木 一郎' },
            actor: { userId: 'm1', role: 'manager', onBehalfOfAdmin: null },
            reason: body.reason,
            changes: [{ field: 'instructions', before: '休憩を取ってから運転', after: body.instructions }],
          },
        ],
      };
      return Response.json({ operation: 'success', data: { id: 't1', revision: 3 }, position: '11' });
    }
    if (url.endsWith('/test-result/t1')) return Response.json(record);
    return Response.json({ error: { key: 'Errors.NotFound', status: 404 } }, { status: 404 });
  }) as typeof fetch;
  return { fetchFn, posted };
}

describe('a check record in detail (issue 15)', () => {
  afterEach(cleanup);

  it('shows every item, the correction history before -> after, and returns the record only with a comment', async () => {
    const server = fakeServer();
    renderWithApp(<TestResultCard card={infoCardSchema.parse(base)} />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Check record' });
    await within(panel).findByText('休憩を取ってから運転');
    const text = panel.textContent ?? '';
    expect(text).toContain('Remote (Mobile phone)');
    expect(text).toContain('None: 電池切れ');
    expect(within(panel).getByRole('list', { name: 'What was wrong with the detector' }).textContent).toBe(
      "Detector's weekly check overdue",
    );
    expect(text).toContain('Face colour: Normal / Breath smell: Not normal / Voice: Normal / 酒臭あり');
    // 23:30 UTC on 19 Nov is 8:30 on 20 Nov in Japan.
    expect(text).toContain('2026.11.20 8:30');
    expect(within(panel).getByRole('link', { name: '35.68,139.76' }).getAttribute('href')).toContain('35.68%2C139.76');
    expect(text).toContain('2026.11.20 9:00 · 鈴木 一郎 · 指示事項の記入漏れ');
    expect(text).toContain('Instructions: – changed to 休憩を取ってから運転');
    expect(text).toContain('Awaiting confirmation');

    fireEvent.click(within(panel).getByRole('button', { name: 'Return' }));
    await within(panel)
      .findByText('This field is required.', { exact: false })
      .catch(() => undefined);
    await waitFor(() => expect(within(panel).getByRole('textbox').getAttribute('aria-invalid')).toBe('true'));
    fireEvent.change(within(panel).getByRole('textbox'), { target: { value: '車両番号が違います' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Return' }));
    await waitFor(() => expect(panel.textContent).toContain('Returned · 鈴木 一郎 · 2026.11.20 10:00 · 車両番号が違います'));
    expect(server.posted).toEqual([
      { decision: 'returned', comment: null },
      { decision: 'returned', comment: '車両番号が違います' },
    ]);
  });

  it('corrects a record from its detail: only the changed item and the reason are sent, and the history shows it', async () => {
    const server = fakeServer();
    renderWithApp(<TestResultCard card={infoCardSchema.parse(base)} />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Check record' });
    await within(panel).findByText('休憩を取ってから運転');
    fireEvent.click(within(panel).getByRole('button', { name: 'Correct the record' }));
    const form = await screen.findByRole('dialog', { name: 'Correct the record' });
    expect((within(form).getByLabelText('Remote means') as HTMLSelectElement).value).toBe('phone');
    fireEvent.change(within(form).getByLabelText('Instructions'), { target: { value: '十分な休息を取ってから運転すること' } });
    fireEvent.change(within(form).getByLabelText('Reason for the correction'), { target: { value: '指示事項の書き直し' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the correction' }));
    await waitFor(() =>
      expect(server.posted).toEqual([{ instructions: '十分な休息を取ってから運転すること', reason: '指示事項の書き直し' }]),
    );
    await waitFor(() =>
      expect(panel.textContent).toContain('Instructions: 休憩を取ってから運転 changed to 十分な休息を取ってから運転すること'),
    );
    expect(panel.textContent).toContain('2026.11.20 11:00 · 鈴木 一郎 · 指示事項の書き直し');
  });

  it('shows a map image of the location beside its map link: the OpenStreetMap tile holding the point, marked', async () => {
    renderWithApp(<TestResultCard card={infoCardSchema.parse(base)} />, fakeServer().fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Check record' });
    const map = await within(panel).findByRole('img', { name: 'Map around the check location (35.68, 139.76)' });
    // Zoom 16 (65536 tiles a side): x = (139.76 + 180) / 360 * 65536 = 58210.53, y (Mercator, 35.68° N) = 25806.91.
    expect(map.getAttribute('src')).toBe('https://tile.openstreetmap.org/16/58210/25806.png');
    const marker = panel.querySelector<HTMLElement>('.location-map__marker')!;
    expect(parseFloat(marker.style.left)).toBeCloseTo(53.16, 1);
    expect(parseFloat(marker.style.top)).toBeCloseTo(91.25, 1);
    // Beside the link, in the same Location item, with the tiles' attribution.
    expect(map.closest('dd')!.querySelector('a[href*="google.com/maps"]')!.textContent).toBe('35.68,139.76');
    expect(within(panel).getByRole('link', { name: 'OpenStreetMap' }).getAttribute('href')).toBe('https://www.openstreetmap.org/copyright');
  });

  it('shows no map image, and a dash, for a record without a location; an address without coordinates gets only the link', async () => {
    renderWithApp(<TestResultCard card={infoCardSchema.parse(base)} />, fakeServer({ coordinates: null }).fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const panel = await screen.findByRole('dialog', { name: 'Check record' });
    await within(panel).findByText('休憩を取ってから運転');
    const location = [...panel.querySelectorAll('dt')].find((term) => term.textContent === 'Location')!.nextElementSibling!;
    expect(location.textContent).toBe('–');
    expect(within(panel).queryByRole('img', { name: /Map around/ })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'OpenStreetMap' })).toBeNull();
    cleanup();

    renderWithApp(
      <TestResultCard card={infoCardSchema.parse(base)} />,
      fakeServer({ coordinates: null, location: '東京都千代田区丸の内1-9-1' }).fetchFn,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Details' }));
    const second = await screen.findByRole('dialog', { name: 'Check record' });
    expect(await within(second).findByRole('link', { name: '東京都千代田区丸の内1-9-1' })).toBeTruthy();
    expect(within(second).queryByRole('img', { name: /Map around/ })).toBeNull();
  });
});
