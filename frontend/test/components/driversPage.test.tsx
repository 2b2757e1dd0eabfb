import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DriversPage } from '../../src/features/drivers/components/DriversPage';
import { readListSearch } from '../../src/components/list/listSearch';
import { renderWithApp } from './renderWithApp';
import { definitionOf } from './definitionList';
import { FakeDriverServer } from '../fakes/fakeDriverServer';

function DriversHarness() {
  const [search, setSearch] = useState(readListSearch({}));
  return <DriversPage search={search} onSearchChange={setSearch} />;
}

/** The page's clock is fixed (only Date: timers stay real), so the year offered and the year expected agree. */
const TODAY = new Date('2026-06-15T03:00:00.000Z');
const expiryYear = '2028';

function fillRequired(panel: HTMLElement) {
  for (const [label, value] of [
    [/^Last name \*/, '山田'],
    [/^First name \*/, '太郎'],
    [/^Last name \(spelling\)/, 'ヤマダ'],
    [/^First name \(spelling\)/, 'タロウ'],
    [/^Licence number/, '301234567890'],
  ] as const)
    fireEvent.change(within(panel).getByLabelText(label), { target: { value } });
  fireEvent.change(within(panel).getByLabelText('Licence expiration date: year'), {
    target: { value: expiryYear },
  });
  fireEvent.change(within(panel).getByLabelText('Licence expiration date: month'), {
    target: { value: '06' },
  });
  fireEvent.change(within(panel).getByLabelText('Licence expiration date: day'), { target: { value: '30' } });
  fireEvent.change(within(panel).getByLabelText(/^Licence type/), { target: { value: '1' } });
  fireEvent.change(within(panel).getByLabelText(/^Vehicle/), { target: { value: 'c1' } });
}

describe('drivers list page', () => {
  let server: FakeDriverServer;

  beforeEach(() => {
    vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
    server = new FakeDriverServer();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('marks an expired licence red and one expiring within 30 days amber, with a legend, on 15 June 2026 in Japan', async () => {
    server.add('期限切れ', '一郎').expirationDate = '2026-06-14';
    server.add('間近', '二郎').expirationDate = '2026-07-15';
    server.add('有効', '三郎').expirationDate = '2026-07-16';
    renderWithApp(<DriversHarness />, server.fetch);
    const cellOf = async (name: string) => {
      const row = (await screen.findByRole('cell', { name })).closest('tr') as HTMLElement;
      return within(row)
        .getByText(/^2026\.0[67]\./)
        .closest('td') as HTMLElement;
    };
    expect((await cellOf('期限切れ 一郎')).querySelector('[data-expiry]')?.getAttribute('data-expiry')).toBe('expired');
    expect((await cellOf('期限切れ 一郎')).textContent).toBe('2026.06.14 (expired)');
    expect((await cellOf('間近 二郎')).querySelector('[data-expiry]')?.getAttribute('data-expiry')).toBe('expiring');
    expect((await cellOf('間近 二郎')).textContent).toBe('2026.07.15 (expiring soon)');
    expect((await cellOf('有効 三郎')).querySelector('[data-expiry]')).toBeNull();
    expect(screen.getByText('Red: expired')).toBeTruthy();
    expect(screen.getByText('Amber: expires within 30 days')).toBeTruthy();
  });

  it('warns in the form, before saving, that a licence date has passed or is close', async () => {
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('No drivers have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    const panel = await screen.findByRole('dialog');
    const pick = (part: string, value: string) =>
      fireEvent.change(within(panel).getByLabelText(`Licence expiration date: ${part}`), { target: { value } });
    pick('year', '2026');
    pick('month', '06');
    pick('day', '14');
    expect(within(panel).getByRole('status').textContent).toBe('This date has already passed: saving raises an expiry alert at once.');
    pick('day', '15');
    expect(within(panel).getByRole('status').textContent).toBe('This date is within 30 days: saving raises an expiry warning at once.');
    pick('month', '07');
    pick('day', '16');
    expect(within(panel).queryByRole('status')).toBeNull();
  });

  it('adds a driver: required fields first, then the payload of spec section 3 and the new credentials once', async () => {
    renderWithApp(<DriversHarness />, server.fetch);
    expect(await screen.findByText('No drivers have been registered yet.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    const panel = await screen.findByRole('dialog');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));
    // names, spellings, licence, expiry date, licence type, vehicle
    expect(within(panel).getAllByText('This field is required').length).toBeGreaterThanOrEqual(8);
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);

    fillRequired(panel);
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    expect(within(panel).getByText('Please enter a valid email address')).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText(/^Email/), { target: { value: '' } });
    fireEvent.change(within(panel).getByLabelText(/^Mobile/), { target: { value: '090-1234 abc 5678' } });
    expect((within(panel).getByLabelText(/^Mobile/) as HTMLInputElement).value).toBe('090-12345678');
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));

    const result = await screen.findByRole('dialog', { name: 'Driver added' });
    expect(definitionOf(result, 'Name')).toBe('山田 太郎');
    expect(within(result).getByText('driver1')).toBeTruthy();
    expect(within(result).getByText('x7Kp2mQa')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      firstName: '太郎',
      lastName: '山田',
      spellingFirstName: 'タロウ',
      spellingLastName: 'ヤマダ',
      DOB: '-',
      expirationDate: `${expiryYear}-06-30`,
      licenseType: '1',
      car: 'c1',
      driverLicense: '301234567890',
      email: '',
      image: null,
      mobile: '090-12345678',
      office: null,
    });
    expect(await screen.findByRole('cell', { name: '山田 太郎' })).toBeTruthy();
  });

  it("shows the server's field errors translated under the fields, after the error dialog", async () => {
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('No drivers have been registered yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Add Driver' }));
    const panel = await screen.findByRole('dialog');
    fillRequired(panel);
    server.rejectNextWith = [{ path: 'driverLicense', key: 'Errors.License' }];
    fireEvent.click(within(panel).getByRole('button', { name: 'Add New' }));

    const error = await screen.findByRole('dialog', { name: 'Error' });
    fireEvent.click(within(error).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(within(panel).getByText('The licence number must be at most 13 characters')).toBeTruthy();
  });

  it('resets a password only after the warning and shows the new credentials', async () => {
    server.add('鈴木', '一郎');
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('鈴木 一郎');

    fireEvent.click(screen.getByRole('button', { name: 'Reset the password of 鈴木 一郎' }));
    const warning = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(server.calls.some((call) => call.method === 'PATCH')).toBe(false);
    fireEvent.click(within(warning).getByRole('button', { name: 'Reset password' }));

    const result = await screen.findByRole('dialog', { name: 'The password was reset' });
    expect(within(result).getByText('N3wPass99')).toBeTruthy();
    expect(server.calls.find((call) => call.method === 'PATCH')).toMatchObject({
      url: '/api/v1/driver/driver-reset-password',
      body: { id: 'd1' },
    });
  });

  it('edits: nothing changed is a success without a call; a change sends the whole payload', async () => {
    server.add('鈴木', '一郎');
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('鈴木 一郎');

    fireEvent.click(screen.getByRole('button', { name: 'Edit 鈴木 一郎' }));
    let panel = await screen.findByRole('dialog');
    expect((within(panel).getByLabelText(/^Licence type/) as HTMLSelectElement).value).toBe('1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Driver saved' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Edit 鈴木 一郎' }));
    panel = await screen.findByRole('dialog');
    fireEvent.change(within(panel).getByLabelText(/^First name \*/), { target: { value: '二郎' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Driver saved' });
    expect(server.calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/v1/driver/d1',
      body: {
        firstName: '二郎',
        lastName: '鈴木',
        expirationDate: '2030-06-30',
        car: 'c1',
        licenseType: '1',
      },
    });
    expect(await screen.findByRole('cell', { name: '鈴木 二郎' })).toBeTruthy();
  });

  it('opens the profile view with a masked password', async () => {
    server.add('鈴木', '一郎');
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('鈴木 一郎');
    fireEvent.click(screen.getByRole('button', { name: 'View 鈴木 一郎' }));
    const panel = await screen.findByRole('dialog');
    expect(within(panel).getByRole('tab', { name: 'Profile' })).toBeTruthy();
    expect(within(panel).getByText('driver1')).toBeTruthy();
    expect(within(panel).getByText('••••••••')).toBeTruthy();
    expect(within(panel).getByText('品川 300 あ 12-34 Hiace')).toBeTruthy();
    expect(within(panel).getByText('2030.06.30')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Change Password' })).toBeTruthy();
  });

  it("opens the driver app's invitation from the profile view: a QR code, the link and its expiry in Japan time", async () => {
    const driver = server.add('鈴木', '一郎');
    renderWithApp(<DriversHarness />, server.fetch);
    await screen.findByText('鈴木 一郎');
    fireEvent.click(screen.getByRole('button', { name: 'View 鈴木 一郎' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Invite to the driver app' }));
    const link = `http://app.test/driver-app/invitation?auth=${driver._id}.code`;
    expect(await screen.findByRole('link', { name: link })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'QR code of the sign-in link' })).toBeTruthy();
    expect(screen.getByText('Valid until 2026.06.16 12:00 (Japan time)')).toBeTruthy();
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: `/api/v1/driver/${driver._id}/invitation`, body: { mail: false } },
    ]);
    // No e-mail address: nothing to mail the link to.
    expect((screen.getByRole('button', { name: 'Mail a new link to the driver' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
