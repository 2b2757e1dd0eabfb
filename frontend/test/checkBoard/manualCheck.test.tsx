import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { usePanels } from '../../src/components/overlay/PanelStack';
import { ManualCheckPanel } from '../../src/features/test-result/components/ManualCheckPanel';
import { renderWithApp } from '../components/renderWithApp';
import { manualCheckServer } from '../fakes/fakeManualCheckServer';

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

/** The browser's clock: 09:00 on 20 Nov 2026 in Japan. */
const NOW = Date.parse('2026-11-20T00:00:00.000Z');

describe('a check recorded by hand (issue 15 item 4)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('sends every item of the law, the Japanese time as an instant; a refused field shows its message', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const server = manualCheckServer(true);
    renderWithApp(<Opener />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Record a check by hand' }));
    await waitFor(() => expect(screen.getByLabelText('Driver').textContent).toContain('青木 太郎'));
    await waitFor(() => expect(screen.getByLabelText('Checker').textContent).toContain('佐藤 花子'));
    choose('Driver', 'd1');
    choose('Why no vehicle', '徒歩での出張');
    choose('Date and time of the check', '2026-11-20T08:30');
    // Half an hour ago: no late-entry reason is asked for.
    expect(screen.queryByLabelText('Why entered late')).toBeNull();
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
      actionTaken: null,
      noVehicleReason: '徒歩での出張',
      lateEntryReason: null,
      notes: '出張先からの点呼',
    });
  });

  it('a positive check is refused until 指示事項 and the action are given, each said on its field; a check 2 days old asks why it is late', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(NOW);
    const server = manualCheckServer(false);
    let refusals = 0;
    // The server's refusal of a positive result without them (command-api's test-result api test shows the same fields).
    const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
      if (init?.method === 'POST' && refusals++ === 0) {
        const fields = [
          { path: 'instructions', key: 'Errors.Required' },
          { path: 'actionTaken', key: 'Errors.Required' },
        ];
        return Response.json({ operation: 'error', error: { key: 'Errors.Invalid', status: 400, fields } }, { status: 400 });
      }
      return server.fetchFn(input, init);
    }) as typeof fetch;
    renderWithApp(<Opener />, fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Record a check by hand' }));
    await waitFor(() => expect(screen.getByLabelText('Checker').textContent).toContain('佐藤 花子'));
    await waitFor(() => expect(screen.getByLabelText('Vehicle').textContent).toContain('品川 300 あ 12-34'));
    choose('Driver', 'd1');
    choose('Vehicle', 'c1');
    expect(screen.queryByLabelText('Why no vehicle')).toBeNull();
    choose('Date and time of the check', '2026-11-18T08:30');
    choose('Result (mg/l)', '0.25');
    choose('Checker', 'm1');
    choose('Why no detector', '検知器の電池切れ');
    choose('Why entered late', '紙の記録簿から転記');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(screen.getByLabelText(/^Instructions/).closest('label')!.textContent).toContain('This field is required');
    expect(screen.getByLabelText(/^Action taken/).closest('label')!.textContent).toContain('This field is required');
    choose('Instructions', '本日の乗務は中止');
    choose('Action taken', 'other_action');
    choose('What was done', '家族に迎えを依頼');
    fireEvent.click(screen.getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(server.posted).toHaveLength(1));
    expect(server.posted[0]).toMatchObject({
      vehicle: 'c1',
      // 08:30 on 18 Nov in Japan.
      time: '2026-11-17T23:30:00.000Z',
      result: 0.25,
      instructions: '本日の乗務は中止',
      actionTaken: { kind: 'other_action', text: '家族に迎えを依頼' },
      noVehicleReason: null,
      lateEntryReason: '紙の記録簿から転記',
    });
  });

  it('names any detector the company may use, its own or a rented one, never one out of service; naming one drops the reason there was none', async () => {
    const server = manualCheckServer(false);
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
