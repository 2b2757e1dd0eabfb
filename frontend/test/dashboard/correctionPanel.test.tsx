import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usePanels } from '../../src/components/overlay/PanelStack';
import { CorrectionPanel } from '../../src/features/test-result/components/CorrectionPanel';
import { renderWithApp } from '../components/renderWithApp';
import { correctionServer, faceToFaceRecord as record } from '../fakes/fakeCorrectionServer';

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

  it('starts from the record, keeps a driver who left the list, and sends only the driver, vehicle, checker, detector, visual check and check time changed', async () => {
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
    // A hand entry's check time: 08:30 on 20 Nov in Japan, as recorded; it was 08:10.
    expect((within(form).getByLabelText('Date and time of the check') as HTMLInputElement).value).toBe('2026-11-20T08:30');
    change('Date and time of the check', '2026-11-20T08:10');
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
      time: '2026-11-19T23:10:00.000Z',
      reason: '別の運転者の記録だった',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Correct the record' })).toBeNull());
  });

  it("offers no time for a detector's record: its time is what it measured", async () => {
    const server = correctionServer();
    const fromDetector = { ...record, source: 'device' as const };
    function DetectorOpener() {
      const panels = usePanels();
      return (
        <button type="button" onClick={() => panels.open('test-result-correction', <CorrectionPanel record={fromDetector} />)}>
          Correct
        </button>
      );
    }
    renderWithApp(<DetectorOpener />, server.fetchFn);
    fireEvent.click(screen.getByRole('button', { name: 'Correct' }));
    const form = await screen.findByRole('dialog', { name: 'Correct the record' });
    expect(within(form).getByLabelText('Driver')).toBeTruthy();
    expect(within(form).queryByLabelText('Date and time of the check')).toBeNull();
  });
});
