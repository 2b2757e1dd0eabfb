import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAppAt } from '../router/renderAppAt';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server of a company whose plan is full: lists are empty, adding a detector is refused as the API does. */
const fullPlanServer: typeof fetch = async (input, init) => {
  const url = new URL(String(input), 'http://localhost');
  if ((init?.method ?? 'GET') === 'POST' && url.pathname === '/api/v1/device')
    return json(422, {
      operation: 'error',
      error: { key: 'Errors.DeviceLimitReached', status: 422, fields: [{ path: 'serialNo', key: 'Errors.DeviceLimitReached' }] },
    });
  return json(200, { operation: 'success', data: null, docs: [], totalDocs: 0 });
};

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
