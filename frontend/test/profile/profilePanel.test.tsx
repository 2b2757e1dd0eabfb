import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usePanels } from '../../src/components/overlay/PanelStack';
import { ProfilePanel } from '../../src/shell/ProfilePanel';
import { renderWithApp } from '../components/renderWithApp';
import { FakeProfileServer } from '../fakes/fakeProfileServer';

function Opener() {
  const panels = usePanels();
  return (
    <button type="button" onClick={() => panels.open('profile', <ProfilePanel />)}>
      open profile
    </button>
  );
}

async function openPanel(server: FakeProfileServer) {
  renderWithApp(<Opener />, server.fetch);
  fireEvent.click(screen.getByRole('button', { name: 'open profile' }));
  const panel = await screen.findByRole('dialog', { name: 'Profile' });
  await within(panel).findByDisplayValue('yamada@a.example');
  return panel;
}

/** The input labelled exactly `label` (a required field's label ends with " *"). */
const input = (panel: HTMLElement, label: string) =>
  within(panel).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`)) as HTMLInputElement;

describe("the header's Profile panel edits the manager's own profile", () => {
  afterEach(cleanup);

  it('changes the name without the current password, and the success dialog names the person', async () => {
    const server = new FakeProfileServer();
    const panel = await openPanel(server);
    expect(within(panel).getByText('m12345678')).toBeTruthy();
    fireEvent.change(input(panel, 'Last name'), { target: { value: '佐藤' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const result = await screen.findByRole('dialog', { name: 'Account saved' }, { timeout: 5000 });
    expect(within(result).getByText('佐藤 太郎')).toBeTruthy();
    expect(server.patches).toHaveLength(1);
    expect(server.patches[0]).toMatchObject({ lastName: '佐藤', email: 'yamada@a.example' });
    expect(server.patches[0]).not.toHaveProperty('password');
    expect(server.user.lastName).toBe('佐藤');
  });

  it('asks for the current password before sending a new password, shows the server refusing a wrong one, then saves with the right one', async () => {
    const server = new FakeProfileServer();
    const panel = await openPanel(server);
    fireEvent.change(input(panel, 'New password'), { target: { value: 'brand-new-secret' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(panel, 'Current password').getAttribute('aria-invalid')).toBe('true'));
    expect(within(panel).getByText('This field is required')).toBeTruthy();
    expect(server.patches).toHaveLength(0);

    fireEvent.change(input(panel, 'Current password'), { target: { value: 'a-wrong-guess' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    const error = await screen.findByRole('dialog', { name: 'Error' }, { timeout: 5000 });
    expect(server.patches).toHaveLength(1);
    fireEvent.keyDown(error, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
    expect(within(panel).getByText('The current password is not correct.')).toBeTruthy();
    expect(server.password).toBe('old-secret-1');

    fireEvent.change(input(panel, 'Current password'), { target: { value: 'old-secret-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Account saved' }, { timeout: 5000 });
    expect(server.patches.at(-1)).toMatchObject({ password: 'brand-new-secret', currentPassword: 'old-secret-1' });
    expect(server.password).toBe('brand-new-secret');
  });

  it('asks for the current password when the e-mail changes', async () => {
    const server = new FakeProfileServer();
    const panel = await openPanel(server);
    fireEvent.change(input(panel, 'Email'), { target: { value: 'new-mail@a.example' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(input(panel, 'Current password').getAttribute('aria-invalid')).toBe('true'));
    expect(server.patches).toHaveLength(0);
    fireEvent.change(input(panel, 'Current password'), { target: { value: 'old-secret-1' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Account saved' }, { timeout: 5000 });
    expect(server.user.email).toBe('new-mail@a.example');
  });
});
