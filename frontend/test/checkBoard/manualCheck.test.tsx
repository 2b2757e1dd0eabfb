import { afterEach, describe, expect, it } from 'vitest';
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

describe('a check recorded by hand (issue 15 item 4)', () => {
  afterEach(cleanup);

  it('sends every item of the law, the Japanese time as an instant; a refused field shows its message', async () => {
    const server = manualCheckServer(true);
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
