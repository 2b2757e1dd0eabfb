import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { TariffsPage } from '../../src/features/subscription/components/TariffsPage';
import { PaymentPage } from '../../src/features/subscription/components/PaymentPage';
import { ConfirmationPage } from '../../src/features/subscription/components/ConfirmationPage';
import { CancellationPage } from '../../src/features/subscription/components/CancellationPage';
import type { TariffsOutcome } from '../../src/machines';
import { activateEnglish, activateJapanese } from '../i18n/catalogs';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer, activeCardPlan } from '../fakes/fakeSubscriptionServer';
import {
  cancelledCardPlan,
  cardDeclined,
  cardDeclinedForFunds,
  cardToken,
  cardUpdateTo4Cars,
  quoteOf2Cars1Device,
  quoteOf3Cars2Devices,
  transferUpdateTo4Cars,
} from '../fakes/subscriptionAnswers';

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

  it('shows the running plan: counts, price before tax, tax and total, schedule, method, term and next billing date', async () => {
    // activeCardPlan: 3 cars and 2 devices a month, 3 × 1,500 + 2 × 3,000 = 10,500 before tax, paid 2026-01-01 to 2026-12-31.
    server.answers.set('POST /subscription/calc', quoteOf3Cars2Devices);
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    const summary = await screen.findByTestId('plan-summary');
    expect(within(summary).getByTestId('plan-summary-plan').textContent).toBe('3 cars, 2 devices');
    expect(within(summary).getByTestId('plan-summary-price').textContent).toBe('¥10,500');
    await waitFor(() => expect(within(summary).getByTestId('plan-summary-total').textContent).toBe('¥11,550'));
    expect(within(summary).getByTestId('plan-summary-tax').textContent).toBe('¥1,050');
    expect(within(summary).getByTestId('plan-summary-method').textContent).toBe('Card');
    expect(within(summary).getByTestId('plan-summary-term').textContent).toBe('2026.01.01 – 2026.12.31');
    expect(within(summary).getByTestId('plan-summary-next-billing').textContent).toBe('2027.01.01');
    expect(within(summary).getByText('Monthly')).toBeTruthy();
    // Editing hides the summary: the order details of the new plan take over.
    fireEvent.click(screen.getByRole('button', { name: 'Update Subscription' }));
    expect(screen.queryByTestId('plan-summary')).toBeNull();
  });

  it('a bank-transfer company: an increase is applied by the server and goes to the confirmation of what is due, never to a card form', async () => {
    // 2 cars and 1 device by transfer, on the term's first day, raised to 4 cars: two cars for the whole term due.
    server.subscription = {
      ...activeCardPlan,
      paymentMethod: 'bank transfer',
      carCount: 2,
      deviceCount: 1,
      carAmount: 3000,
      deviceAmount: 3000,
      totalAmount: 6000,
    };
    const due = { beforeTax: 3000, tax: 300, total: 3300 };
    server.answers.set('POST /subscription/update', transferUpdateTo4Cars);
    const outcomes: TariffsOutcome[] = [];
    renderWithApp(<TariffsPage onOutcome={(o) => outcomes.push(o)} />, server.fetch);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Subscription' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Number of cars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase Number of cars' }));
    expect(screen.queryByRole('button', { name: 'Proceed Payment' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change Subscription Plan' }));
    await waitFor(() =>
      expect(outcomes).toEqual([{ kind: 'changedByTransfer', summary: { totalAmount: 9000, adjustment: 3000, dueByTransfer: due } }]),
    );
    expect(server.posted('/subscription/update')).toHaveLength(1);
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
    server.answers.set('POST /subscription/update', cardUpdateTo4Cars);
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
    // Only the price quote is asked for: no card token, no payment.
    expect(server.calls.filter((c) => c.method === 'POST' && c.url !== '/api/v1/subscription/calc')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Pay by bank transfer' })).toBeTruthy();
    expect(screen.getByLabelText('Registration progress')).toBeTruthy();
  });

  it('a declined card reports the failure for /payment-error; a paid one reports its summary', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /payments/sandbox/tokens', cardToken('tokn_1'));
    server.answers.set('POST /subscription/omise-verified', cardDeclined);
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
  it('a card declined for a known reason says why on the payment page, and another card can be tried at once', async () => {
    const server = new FakeSubscriptionServer();
    server.answers.set('POST /payments/sandbox/tokens', cardToken('tokn_2'));
    server.answers.set('POST /subscription/omise-verified', cardDeclinedForFunds);
    const failed = vi.fn();
    renderWithApp(
      <PaymentPage
        cars={2}
        devices={1}
        paymentScheduleOption="monthly"
        registering={false}
        onConfirmed={() => undefined}
        onPaymentFailed={failed}
      />,
      server.fetch,
    );
    fireEvent.change(await screen.findByLabelText(/Card number/), { target: { value: '4111111111140011' } });
    fireEvent.change(screen.getByLabelText(/Name on card/), { target: { value: 'KEN ITO' } });
    fireEvent.change(screen.getByLabelText(/Expiration date/), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText(/Security code/), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Pay by card' }));
    const reason = await screen.findByTestId('payment-decline');
    expect(reason.textContent).toBe('The card was declined: insufficient funds or credit limit reached. Please use another card.');
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pay by card' }) as HTMLButtonElement).disabled).toBe(false));
    expect(failed).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('payment screen amounts', () => {
  afterEach(cleanup);

  it('shows what the payment charges: the plan before tax, the tax and the total', async () => {
    const server = new FakeSubscriptionServer();
    // 2 cars and 1 device a month: 6,000 before tax, 600 tax, 6,600 charged.
    server.answers.set('POST /subscription/calc', quoteOf2Cars1Device);
    renderWithApp(
      <PaymentPage
        cars={2}
        devices={1}
        paymentScheduleOption="monthly"
        registering
        onConfirmed={() => undefined}
        onPaymentFailed={() => undefined}
      />,
      server.fetch,
    );
    await waitFor(() => expect(screen.getByTestId('total-with-tax').textContent).toBe('¥6,600'));
    expect(screen.getByTestId('total').textContent).toBe('¥6,000');
    expect(screen.getByTestId('tax').textContent).toBe('¥600');
    expect(server.posted('/subscription/calc')[0]?.body).toEqual({ carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' });
  });
});

describe('confirmation screen', () => {
  afterEach(cleanup);

  it('for a pending bank transfer shows the date and pending status, and no dashboard button while registering', async () => {
    const server = new FakeSubscriptionServer();
    // Registered at 00:30 on 4 March in Japan, still 3 March in UTC: the registration date is the Japanese day.
    server.subscription = { ...activeCardPlan, paymentMethod: 'bank transfer', status: 'Pending', createdAt: '2026-03-03T15:30:00.000Z' };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithApp(<ConfirmationPage payment="{not json" onDashboard={() => undefined} />, server.fetch);
    expect(await screen.findByTestId('account-status')).toBeTruthy();
    expect(screen.getByTestId('account-status').textContent).toContain('pending');
    expect(container.textContent).toContain('Registration date: 2026-03-04');
    expect(container.textContent).not.toContain('2026-03-03');
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

describe('confirmation of a plan change', () => {
  afterEach(cleanup);

  it('says the plan was changed, from when, and what the card was charged before tax, tax and total', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = { ...activeCardPlan, startDate: '2026-03-01', expiryDate: '2026-03-31' };
    // 774 yen before tax for the rest of the term, 77 tax, 851 charged.
    const payment = JSON.stringify({ totalAmount: 7500, adjustment: 774, charged: { beforeTax: 774, tax: 77, total: 851 } });
    renderWithApp(<ConfirmationPage payment={payment} onDashboard={() => undefined} />, server.fetch);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your plan has been changed.');
    expect(screen.queryByText('Thank you! Your registration is complete.')).toBeNull();
    expect((await screen.findByTestId('plan-change-from')).textContent).toBe(
      'The new plan applies from today; the current term runs from 2026-03-01 to 2026-03-31.',
    );
    expect(screen.getByTestId('charged-before-tax').textContent).toBe('¥774');
    expect(screen.getByTestId('charged-tax').textContent).toBe('¥77');
    expect(screen.getByTestId('charged-total').textContent).toBe('¥851');
    expect(screen.getByText('Total per month (before tax)')).toBeTruthy();
  });
});

describe('confirmation of a bank-transfer plan change', () => {
  afterEach(cleanup);

  it('says the plan was changed and what is due by transfer before tax, tax and total; no card was charged', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = {
      ...activeCardPlan,
      paymentMethod: 'bank transfer',
      carCount: 4,
      startDate: '2026-03-01',
      expiryDate: '2026-03-31',
    };
    // One more car for the whole 31-day term: 1,500 before tax, 150 tax, 1,650 to transfer.
    const payment = JSON.stringify({ totalAmount: 9000, adjustment: 1500, dueByTransfer: { beforeTax: 1500, tax: 150, total: 1650 } });
    renderWithApp(<ConfirmationPage payment={payment} onDashboard={() => undefined} />, server.fetch);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Your plan has been changed.');
    await screen.findByTestId('plan-change-from');
    expect(screen.getByTestId('due-before-tax').textContent).toBe('¥1,500');
    expect(screen.getByTestId('due-tax').textContent).toBe('¥150');
    expect(screen.getByTestId('due-total').textContent).toBe('¥1,650');
    expect(screen.queryByTestId('charged-total')).toBeNull();
    expect(screen.getByTestId('account-status').textContent).toBe('Your account is active.');
  });
});

describe('cancellation screen', () => {
  afterEach(cleanup);

  it('needs the four acknowledgements, then CancelConfirm1 and CancelConfirm2 before the cancel call', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/cancel', cancelledCardPlan);
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

describe('the payment method in words (the words of contracts, as the admin pages and the audit history say them)', () => {
  afterEach(() => {
    cleanup();
    activateEnglish();
  });

  it('the plan summary names a card and a bank transfer, and the payment page its card choice, in Japanese', async () => {
    await activateJapanese();
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/calc', quoteOf3Cars2Devices);
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    expect((await screen.findByTestId('plan-summary-method')).textContent).toBe('クレジットカード');
    cleanup();

    server.subscription = { ...activeCardPlan, paymentMethod: 'bank transfer' };
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    expect((await screen.findByTestId('plan-summary-method')).textContent).toBe('銀行振込');
    cleanup();

    // A plan change of a card plan: the card on file is offered under the method's name.
    server.subscription = activeCardPlan;
    const payment = { cars: 4, devices: 2, paymentScheduleOption: 'monthly' as const, registering: false };
    renderWithApp(<PaymentPage {...payment} onConfirmed={() => undefined} onPaymentFailed={() => undefined} />, server.fetch);
    const choice = (await screen.findByRole('radio', { name: '末尾 4242 のカードを使う' })).closest('fieldset')!;
    expect(choice.querySelector('legend')?.textContent).toBe('クレジットカード');
  });
});
