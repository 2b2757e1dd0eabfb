import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TariffsPage } from '../../src/features/subscription/TariffsPage';
import { PaymentPage } from '../../src/features/subscription/PaymentPage';
import { ConfirmationPage } from '../../src/features/subscription/ConfirmationPage';
import { CancellationPage } from '../../src/features/subscription/CancellationPage';
import type { TariffsOutcome } from '../../src/machines';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer, activeCardPlan } from './fakeSubscriptionServer';

const success = (data: unknown) => ({ status: 200, body: { operation: 'success', data } });
const dialog = () => screen.findByRole('dialog');

describe('tariffs screen after registration', () => {
  let server: FakeSubscriptionServer;
  beforeEach(() => {
    server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
  });
  afterEach(cleanup);

  it('starts read-only; Update Subscription enables the counters and the schedule choice', async () => {
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    const cars = await screen.findByLabelText('Number of cars');
    expect((cars as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Yearly' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Increase Number of cars' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Update Subscription' }));
    expect((screen.getByLabelText('Number of cars') as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Number of cars'), { target: { value: '12a345' } });
    expect((screen.getByLabelText('Number of cars') as HTMLInputElement).value).toBe('9999');
    fireEvent.change(screen.getByLabelText('Number of devices'), { target: { value: '0' } });
    expect((screen.getByRole('button', { name: 'Decrease Number of devices' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a decrease opens the info modal with the contact link and calls nothing', async () => {
    const outcomes: TariffsOutcome[] = [];
    renderWithApp(<TariffsPage onOutcome={(o) => outcomes.push(o)} />, server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Decrease Number of cars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed Payment' }));
    const info = await dialog();
    expect(info.className).toContain('modal--info');
    expect(info.textContent).toContain('The plan can only be increased');
    expect(within(info).getByRole('link').getAttribute('href')).toMatch(/^mailto:/);
    expect(server.posted('/subscription/update')).toHaveLength(0);
    expect(outcomes).toEqual([]);
  });

  it('an increase is checked by the server and goes to payment with cars, devices and the schedule', async () => {
    server.answers.set('POST /subscription/update', success({ ...activeCardPlan, carCount: 4 }));
    const outcomes: TariffsOutcome[] = [];
    renderWithApp(<TariffsPage onOutcome={(o) => outcomes.push(o)} />, server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Number of cars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Proceed Payment' }));
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'payment', cars: 4, devices: 2, paymentScheduleOption: 'monthly' }]));
    expect(server.posted('/subscription/update')[0]?.body).toEqual({
      company: 'c1',
      carCount: 4,
      deviceCount: 2,
      paymentSchedule: 'monthly',
    });
  });

  it('Cancel opens a warning whose confirm goes to the cancellation screen', async () => {
    const outcomes: TariffsOutcome[] = [];
    renderWithApp(<TariffsPage onOutcome={(o) => outcomes.push(o)} />, server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Continue to cancellation' }));
    await waitFor(() => expect(outcomes).toEqual([{ kind: 'cancel' }]));
  });

  it('a cancelled plan says so with its last paid day and offers no update or cancel', async () => {
    server.subscription = { ...activeCardPlan, operation: 'cancel' };
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toBe('Your subscription is cancelled. You can use the service until 2026.12.31.');
    expect(screen.queryByRole('button', { name: 'Update Subscription' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).toBeNull();
  });
});

describe('payment screen', () => {
  afterEach(cleanup);

  it('shows the card rules as translated field errors and sends nothing for an invalid card', async () => {
    const server = new FakeSubscriptionServer();
    renderWithApp(
      <PaymentPage
        cars={1}
        devices={1}
        paymentScheduleOption="monthly"
        registering
        onConfirmed={() => undefined}
        onPaymentFailed={() => undefined}
      />,
      server.fetch,
    );
    fireEvent.change(await screen.findByLabelText(/Security code/), { target: { value: '12a' } });
    expect((screen.getByLabelText(/Security code/) as HTMLInputElement).value).toBe('12');
    fireEvent.change(screen.getByLabelText(/Expiration date/), { target: { value: '1230' } });
    expect((screen.getByLabelText(/Expiration date/) as HTMLInputElement).value).toBe('12/30');
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    expect(await screen.findByText('The security code must be 3 or 4 digits')).toBeTruthy();
    expect(screen.getAllByText('This field is required').length).toBeGreaterThanOrEqual(3);
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
    expect(screen.getByLabelText('Registration progress')).toBeTruthy();
  });

  it('a declined card reports the failure for /payment-error; a paid one reports its summary', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /payments/sandbox/tokens', { status: 201, body: { object: 'token', id: 'tokn_1' } });
    server.answers.set('POST /subscription/omise-verified', {
      status: 402,
      body: { operation: 'error', error: { key: 'Errors.PaymentFailed', status: 402 } },
    });
    const failed = vi.fn();
    renderWithApp(
      <PaymentPage
        cars={2}
        devices={1}
        paymentScheduleOption="yearly"
        registering={false}
        onConfirmed={() => undefined}
        onPaymentFailed={failed}
      />,
      server.fetch,
    );
    expect(screen.queryByRole('button', { name: 'Pay by bank transfer' })).toBeNull();
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4111111111140011' } });
    fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'KEN ITO' } });
    fireEvent.change(screen.getByLabelText(/Expiration date/), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(failed).toHaveBeenCalled());
    const charge = server.posted('/subscription/omise-verified')[0]?.body as Record<string, unknown>;
    expect(charge).toMatchObject({ company: 'c1', carCount: 2, deviceCount: 1, paymentSchedule: 'yearly', cardToken: 'tokn_1' });
    expect(JSON.stringify(charge)).not.toContain('4111111111140011');
  });
});

describe('confirmation screen', () => {
  afterEach(cleanup);

  it('for a pending bank transfer shows the date and pending status, and no dashboard button while registering', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = { ...activeCardPlan, paymentMethod: 'bank transfer', status: 'Pending', createdAt: '2026-03-04T10:00:00.000Z' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithApp(<ConfirmationPage payment="{not json" onDashboard={() => undefined} />, server.fetch);
    expect(await screen.findByTestId('account-status')).toBeTruthy();
    expect(screen.getByTestId('account-status').textContent).toContain('pending');
    expect(container.textContent).toContain('2026-03-04');
    expect(screen.queryByRole('button', { name: 'Go to dashboard' })).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('for a card payment reads the payment parameter and offers the dashboard', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    const dashboard = vi.fn();
    renderWithApp(
      <ConfirmationPage payment={JSON.stringify({ totalAmount: 12345, adjustment: 0 })} onDashboard={dashboard} />,
      server.fetch,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Go to dashboard' }));
    expect(dashboard).toHaveBeenCalled();
    expect(screen.getByTestId('confirmation-total').textContent).toBe('¥12,345');
    expect(server.calls.some((c) => c.url === '/api/v1/auth/profile')).toBe(true);
  });
});

describe('cancellation screen', () => {
  afterEach(cleanup);

  it('needs the four acknowledgements, then CancelConfirm1 and CancelConfirm2 before the cancel call', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/cancel', success({ ...activeCardPlan, status: 'Cancelled' }));
    const cancelled = vi.fn();
    renderWithApp(<CancellationPage onCancelled={cancelled} />, server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Subscription' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(4);
    for (const name of ['terms', 'policy', 'check3', 'check4']) fireEvent.click(document.querySelector(`input[name="${name}"]`)!);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: 'Yes, cancel' }));
    expect(server.posted('/subscription/cancel')).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('cannot be undone'));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel for good' }));
    await waitFor(() => expect(cancelled).toHaveBeenCalled());
    expect(server.posted('/subscription/cancel')[0]?.body).toEqual({
      company: 'c1',
      terms: true,
      policy: true,
      check3: true,
      check4: true,
      reason: false,
    });
  });
});
