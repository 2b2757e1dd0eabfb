import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fullPlanServer } from '../fakes/fakeFullPlanServer';
import { renderAppAt } from '../router/renderAppAt';

const renderAt = (path: string) =>
  renderAppAt(path, fullPlanServer, { user: { _id: 'm1', userType: 2, redirectPage: '/user', companyName: 'Acme Logistics' } });

afterEach(cleanup);

describe('a refusal by the plan limit', () => {
  it('says the plan allows no more detectors and offers the plan page, closing the dialog as it goes there', async () => {
    const router = renderAt('/user/devices');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Device' }));
    fireEvent.change(await screen.findByLabelText(/Serial number/), { target: { value: 'FULL-0002' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));

    const dialog = await screen.findByRole('dialog', { name: 'Error' });
    expect(within(dialog).getByText('Your plan allows no more devices.')).toBeTruthy();
    const toPlan = within(dialog).getByRole('link', { name: 'Change the plan' });
    expect(toPlan.getAttribute('href')).toBe('/user/tariffs');

    fireEvent.click(toPlan);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/tariffs'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Error' })).toBeNull());
  });
});
