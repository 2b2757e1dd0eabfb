import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DetectorMaintenancePanel } from '../../src/features/detector-maintenance/components/DetectorMaintenancePanel';
import { renderWithApp } from '../components/renderWithApp';
import { FakeMaintenanceServer } from '../fakes/fakeMaintenanceServer';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';

const panel = (name = 'Maintenance of ALC-7') => screen.getByRole('region', { name });
const closeDialog = async (name: string, close = 'Close') => {
  const dialog = await screen.findByRole('dialog', { name });
  fireEvent.click(within(dialog).getByRole('button', { name: close }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull());
};

describe("a detector's maintenance panel", () => {
  beforeEach(() => {
    // 00:30 UTC on 20 Nov is 09:30 in Japan: what the form starts from.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T00:30:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    activateEnglish();
    vi.useRealTimers();
  });

  it('records a weekly check in Japan time with who did it and a remark, then shows it in the log and where the detector stands', async () => {
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    await within(panel()).findByText('No maintenance has been recorded yet.');
    expect(within(panel()).getByText('Last weekly check').nextSibling?.textContent).toBe('Never recorded');
    expect((within(panel()).getByLabelText(/Date \(Japan time\)/) as HTMLInputElement).value).toBe('2026-11-20');
    expect((within(panel()).getByLabelText(/Time \(Japan time\)/) as HTMLInputElement).value).toBe('09:30');

    fireEvent.change(within(panel()).getByLabelText(/^Maintenance/), { target: { value: 'weekly_check' } });
    fireEvent.change(within(panel()).getByLabelText(/Time \(Japan time\)/), { target: { value: '08:15' } });
    fireEvent.change(within(panel()).getByLabelText(/Done by/), { target: { value: '山田 太郎' } });
    fireEvent.change(within(panel()).getByLabelText(/Remark/), { target: { value: 'sober 0.000, mouthwash positive' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record' }));

    await closeDialog('Success');
    // 08:15 in Japan on 20 Nov is 23:15 UTC on 19 Nov.
    expect(backend.posts).toEqual([
      {
        kind: 'weekly_check',
        outcome: 'passed',
        maintainedAt: '2026-11-19T23:15:00.000Z',
        performedBy: '山田 太郎',
        remark: 'sober 0.000, mouthwash positive',
        usageLimitDate: null,
      },
    ]);
    const log = await within(panel()).findByRole('table', { name: 'Maintenance log' });
    const [row] = within(log).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026.11.20 8:15',
      'Weekly check (sober reading 0, positive after mouthwash)',
      'Passed: works as it should',
      '山田 太郎',
      'sober 0.000, mouthwash positive',
    ]);
    expect(within(panel()).getByText('Last weekly check').nextSibling?.textContent).toBe('2026.11.20 8:15');
    // Ready for the next entry: same person, the kind chosen again.
    expect((within(panel()).getByLabelText(/Done by/) as HTMLInputElement).value).toBe('山田 太郎');
  });

  it('asks for the kind and who did it before sending anything, and shows the server refusing a usage limit entry without its date at the field', async () => {
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    await within(panel()).findByText('No maintenance has been recorded yet.');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record' }));
    expect(await within(panel()).findAllByText('This field is required')).toHaveLength(2);
    expect(backend.posts).toEqual([]);

    fireEvent.change(within(panel()).getByLabelText(/^Maintenance/), { target: { value: 'usage_limit_set' } });
    fireEvent.change(within(panel()).getByLabelText(/Done by/), { target: { value: '山田' } });
    expect(within(panel()).getByLabelText(/Usage limit date/)).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record' }));
    await closeDialog('Error');
    expect(backend.posts).toHaveLength(1);
    expect(within(panel()).getByText('This field is required')).toBeTruthy();

    fireEvent.change(within(panel()).getByLabelText(/Usage limit date/), { target: { value: '2027-11-30' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record' }));
    await closeDialog('Success');
    expect(backend.posts[1]).toMatchObject({ kind: 'usage_limit_set', outcome: 'passed', usageLimitDate: '2027-11-30' });
    const log = await within(panel()).findByRole('table', { name: 'Maintenance log' });
    expect(within(log).getByText('Usage limit date set (until 2027.11.30)')).toBeTruthy();
  });

  it('records a failed weekly check and then says the detector is out of service; a usage limit entry asks for no result', async () => {
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    await within(panel()).findByText('No maintenance has been recorded yet.');
    expect(within(panel()).queryByRole('group', { name: 'Result' })).toBeNull();
    fireEvent.change(within(panel()).getByLabelText(/^Maintenance/), { target: { value: 'usage_limit_set' } });
    expect(within(panel()).queryByRole('group', { name: 'Result' })).toBeNull();

    fireEvent.change(within(panel()).getByLabelText(/^Maintenance/), { target: { value: 'weekly_check' } });
    const result = within(panel()).getByRole('group', { name: 'Result' });
    expect((within(result).getByLabelText('Passed: works as it should') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(result).getByLabelText('Failed: fault found, take it out of service'));
    fireEvent.change(within(panel()).getByLabelText(/Done by/), { target: { value: '山田 太郎' } });
    fireEvent.change(within(panel()).getByLabelText(/Remark/), { target: { value: 'no reading after mouthwash' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Record' }));
    await closeDialog('Success');

    expect(backend.posts).toEqual([
      {
        kind: 'weekly_check',
        outcome: 'failed',
        maintainedAt: '2026-11-20T00:30:00.000Z',
        performedBy: '山田 太郎',
        remark: 'no reading after mouthwash',
        usageLimitDate: null,
      },
    ]);
    await waitFor(() =>
      expect(within(panel()).getByRole('status').textContent).toBe(
        'Out of service: a check failed A check or calibration found a fault. Its tests are refused until a check or calibration passes. Fault found: 2026.11.20 9:30',
      ),
    );
    const log = await within(panel()).findByRole('table', { name: 'Maintenance log' });
    expect(within(log).getByText('Failed: fault found, take it out of service')).toBeTruthy();
  });

  it('is the same screen in Japanese: the kinds, the log and where the detector stands in Japanese', async () => {
    await activateJapanese();
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    const japanese = () => panel('ALC-7 の保守');
    await within(japanese()).findByText('保守の記録はまだありません。');
    expect(within(japanese()).getByText('最終週次点検').nextSibling?.textContent).toBe('記録なし');
    fireEvent.change(within(japanese()).getByLabelText('保守 *', { exact: true }), { target: { value: 'weekly_check' } });
    fireEvent.change(within(japanese()).getByLabelText(/実施者/), { target: { value: '山田 太郎' } });
    fireEvent.change(within(japanese()).getByLabelText(/備考/), { target: { value: '酒気なし0.000、洗口液で反応あり' } });
    fireEvent.click(within(japanese()).getByRole('button', { name: '記録する' }));
    await closeDialog('完了', '閉じる');

    expect(backend.posts).toEqual([expect.objectContaining({ kind: 'weekly_check', maintainedAt: '2026-11-20T00:30:00.000Z' })]);
    const log = await within(japanese()).findByRole('table', { name: '保守記録' });
    const [row] = within(log).getAllByRole('row').slice(1);
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026.11.20 9:30',
      '週次点検（酒気なしで0・洗口液で反応あり）',
      '合格：正常に動作',
      '山田 太郎',
      '酒気なし0.000、洗口液で反応あり',
    ]);
    expect(within(japanese()).getByText('最終週次点検').nextSibling?.textContent).toBe('2026.11.20 9:30');
  });

  it('assigns a manager of the company as the checker its uploads name, and shows who is assigned once it is read back', async () => {
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    const section = await within(panel()).findByRole('region', { name: "Checker of this detector's records" });
    expect(within(section).getByText('No checker assigned: its records without one are listed as incomplete.')).toBeTruthy();
    const select = within(section).getByLabelText('Checker', { selector: 'select' }) as HTMLSelectElement;
    // The company's managers, and none (the empty choice takes an assignment back).
    await waitFor(() => expect([...select.options].map((option) => option.textContent)).toEqual(['None', '山田 花子', '佐藤 次郎']));

    fireEvent.change(select, { target: { value: 'm2' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save the checker' }));
    await closeDialog('Success');
    expect(backend.checkerPuts).toEqual([{ checker: 'm2' }]);
    const assigned = await within(panel()).findByText('Assigned: 佐藤 次郎');
    expect(assigned.getAttribute('data-checker')).toBe('m2');
    expect((within(panel()).getByLabelText('Checker', { selector: 'select' }) as HTMLSelectElement).value).toBe('m2');

    // Taken back: none again.
    fireEvent.change(within(panel()).getByLabelText('Checker', { selector: 'select' }), { target: { value: '' } });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Save the checker' }));
    await closeDialog('Success');
    expect(backend.checkerPuts).toEqual([{ checker: 'm2' }, { checker: null }]);
    await within(panel()).findByText('No checker assigned: its records without one are listed as incomplete.');
  });

  it('shows the refusal of a manager the company no longer has beside the choice, sending nothing else', async () => {
    const backend = new FakeMaintenanceServer();
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    const section = await within(panel()).findByRole('region', { name: "Checker of this detector's records" });
    const select = within(section).getByLabelText('Checker', { selector: 'select' }) as HTMLSelectElement;
    await waitFor(() => expect(select.options).toHaveLength(3));
    // Deleted after the list was read: the server refuses the id on the field.
    backend.managers = backend.managers.filter((manager) => manager.id !== 'm1');
    fireEvent.change(select, { target: { value: 'm1' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save the checker' }));
    await closeDialog('Error');
    expect(backend.checkerPuts).toEqual([{ checker: 'm1' }]);
    expect(within(section).getByText('It could not be found.')).toBeTruthy();
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(within(section).getByText('No checker assigned: its records without one are listed as incomplete.')).toBeTruthy();
  });

  it('in Japanese: the assigned checker no longer a manager is named with a warning; the platform staff read it without a choice', async () => {
    await activateJapanese();
    const backend = new FakeMaintenanceServer();
    backend.checker = { managerId: 'm9', name: '田中 一郎', stillManager: false };
    renderWithApp(<DetectorMaintenancePanel scope="/device" deviceId="d1" serialNo="ALC-7" />, backend.fetch);
    const section = await within(panel('ALC-7 の保守')).findByRole('region', { name: 'この検知器の記録の確認者' });
    expect(within(section).getByText('指定済み：田中 一郎')).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe(
      '田中 一郎 さんは現在この会社の管理者ではありません。別の管理者を選ぶまで、この検知器の記録に確認者は記録されません。',
    );
    const select = within(section).getByLabelText('確認者', { selector: 'select' }) as HTMLSelectElement;
    // The one assigned stays shown as chosen, beside the company's managers.
    await waitFor(() =>
      expect([...select.options].map((option) => option.textContent)).toEqual(['なし', '田中 一郎', '山田 花子', '佐藤 次郎']),
    );
    expect(select.value).toBe('m9');
    expect(within(section).getByRole('button', { name: '確認者を保存' })).toBeTruthy();
    cleanup();

    // The platform's staff (the registry's detector): who is assigned, nothing to choose.
    const admin = new FakeMaintenanceServer();
    admin.checker = { managerId: 'm1', name: '山田 花子', stillManager: true };
    const adminFetch: typeof fetch = (input, init) =>
      admin.fetch(String(input).replace('/api/v1/admin/device/d1/maintenance', '/api/v1/device/d1/maintenance'), init);
    renderWithApp(<DetectorMaintenancePanel scope="/admin/device" deviceId="d1" serialNo="ALC-7" />, adminFetch);
    const read = await within(panel('ALC-7 の保守')).findByRole('region', { name: 'この検知器の記録の確認者' });
    expect(within(read).getByText('指定済み：山田 花子')).toBeTruthy();
    expect(within(read).queryByRole('combobox')).toBeNull();
    expect(within(read).queryByRole('button')).toBeNull();
  });
});
