import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { infoCardSchema } from '@fleetcheck/contracts';
import { TestResultCard } from '../../src/features/dashboard/components/TestResultCard';
import { renderWithApp } from '../components/renderWithApp';
import { checkRecord as base, testResultServer as fakeServer } from '../fakes/fakeTestResultServer';

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
    // The server refuses a return without a comment: the refusal is shown under the comment, in words.
    expect(await within(panel).findByText('This field is required')).toBeTruthy();
    expect(within(panel).getByRole('textbox').getAttribute('aria-invalid')).toBe('true');
    expect(panel.textContent).not.toContain('Returned ·');
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
