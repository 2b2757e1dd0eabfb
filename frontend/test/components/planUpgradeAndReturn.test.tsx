import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { TariffsPage } from '../../src/features/subscription/components/TariffsPage';
import { OmiseCallbackPage } from '../../src/features/subscription/components/OmiseCallbackPage';
import { PaymentPage } from '../../src/features/subscription/components/PaymentPage';
import { pendingCharge } from '../../src/features/subscription/model/pendingCharge';
import type { TariffsOutcome } from '../../src/machines';
import { documentCookieJar } from '../../src/session/cookies';
import { renderWithApp } from './renderWithApp';
import { FakeSubscriptionServer, activeCardPlan } from '../fakes/fakeSubscriptionServer';
import { cardDeclined, cardPaid, transferUpdateTo2Cars } from '../fakes/subscriptionAnswers';

const bankTransferPlan = { ...activeCardPlan, paymentMethod: 'bank transfer' as const };

describe('admin on behalf of a bank-transfer company', () => {
  afterEach(() => {
    cleanup();
    documentCookieJar().remove('oldSession');
    window.localStorage.clear();
  });

  it('Manager Update Subscription sets the upgrade flag, shows Change Subscription Plan with the old cost, and skips the increase-only rule', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = bankTransferPlan;
    server.answers.set('POST /subscription/update', transferUpdateTo2Cars);
    const outcomes: TariffsOutcome[] = [];
    renderWithApp(<TariffsPage onOutcome={(o) => outcomes.push(o)} />, server.fetch);
    // renderWithApp starts a fresh session; access on behalf keeps the admin's own session aside. The
    // editor reads it once the current user has loaded, after this line.
    documentCookieJar().set('oldSession', JSON.stringify({ user: { _id: 'a1', userType: 1 }, token: 't' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Manager Update Subscription' }));
    await screen.findByRole('heading', { name: 'Change Subscription Plan' });
    expect(window.localStorage.getItem('upgradePlan')).toBe('true');
    expect(screen.getByTestId('old-cost').textContent).toBe('¥10,500');
    expect(screen.queryByRole('button', { name: 'Discard changes' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Decrease Number of cars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Change Subscription Plan' }));
    await waitFor(() => expect(outcomes.map((o) => o.kind)).toEqual(['upgraded']));
    expect(server.posted('/subscription/update')[0]?.body).toMatchObject({ carCount: 2, deviceCount: 2 });
    expect(window.localStorage.getItem('upgradePlan')).toBeNull();
  });

  it('a manager of a bank-transfer company (no admin session kept aside) has no upgrade button', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = bankTransferPlan;
    renderWithApp(<TariffsPage onOutcome={() => undefined} />, server.fetch);
    await screen.findByRole('button', { name: 'Update Subscription' });
    expect(screen.queryByRole('button', { name: 'Manager Update Subscription' })).toBeNull();
  });
});

describe('return from 3-D Secure', () => {
  afterEach(() => {
    cleanup();
    // The files share one module registry (vitest.config.ts): a console spy left in place would mute the next file's.
    vi.restoreAllMocks();
  });

  it('settles the remembered charge and reports the payment summary', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/omise-verified', cardPaid);
    pendingCharge.remember('chrg_9');
    const confirmed = vi.fn();
    renderWithApp(<OmiseCallbackPage onConfirmed={confirmed} onPaymentFailed={() => undefined} />, server.fetch);
    // The server always says what the card was charged this time: 10,500 before tax, 1,050 tax.
    await waitFor(() =>
      expect(confirmed).toHaveBeenCalledWith({ totalAmount: 10500, adjustment: 0, charged: { beforeTax: 10500, tax: 1050, total: 11550 } }),
    );
    expect(server.posted('/subscription/omise-verified')[0]?.body).toEqual({ company: 'c1', chargeId: 'chrg_9' });
    expect(pendingCharge.take()).toBeNull();
  });

  it('goes to the payment error page when the charge failed or nothing is pending', async () => {
    const server = new FakeSubscriptionServer();
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/omise-verified', cardDeclined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    pendingCharge.remember('chrg_bad');
    const failed = vi.fn();
    renderWithApp(<OmiseCallbackPage onConfirmed={() => undefined} onPaymentFailed={failed} />, server.fetch);
    await waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    cleanup();
    const nothingPending = vi.fn();
    renderWithApp(<OmiseCallbackPage onConfirmed={() => undefined} onPaymentFailed={nothingPending} />, server.fetch);
    await waitFor(() => expect(nothingPending).toHaveBeenCalledTimes(1));
    expect(server.posted('/subscription/omise-verified')).toHaveLength(1);
  });
});

describe('an upgrade with a card on file', () => {
  afterEach(cleanup);

  it('offers the card ending 4242 instead of asking for the whole card, pays with it, and still lets a new card be typed', async () => {
    const server = new FakeSubscriptionServer();
    // A card plan keeps its card on file (4242), as the server answers it.
    server.subscription = activeCardPlan;
    server.answers.set('POST /subscription/omise-verified', cardPaid);
    const confirmed = vi.fn();
    renderWithApp(
      <PaymentPage
        cars={4}
        devices={2}
        paymentScheduleOption="monthly"
        registering={false}
        onConfirmed={confirmed}
        onPaymentFailed={() => undefined}
      />,
      server.fetch,
    );
    const saved = await screen.findByRole('radio', { name: 'Use the card ending 4242' });
    expect((saved as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Card number/)).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: 'Use a new card' }));
    expect(screen.getByLabelText(/Card number/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Use the card ending 4242' }));

    fireEvent.click(screen.getByRole('button', { name: 'Pay with the card ending 4242' }));
    await waitFor(() =>
      expect(confirmed).toHaveBeenCalledWith({ totalAmount: 10500, adjustment: 0, charged: { beforeTax: 10500, tax: 1050, total: 11550 } }),
    );
    expect(server.posted('/subscription/omise-verified')[0]?.body).toMatchObject({
      company: 'c1',
      carCount: 4,
      deviceCount: 2,
      paymentSchedule: 'monthly',
      savedCard: true,
    });
    // No card was tokenised: nothing typed, nothing sent to the card vault.
    expect(server.calls.filter((call) => call.url.includes('/tokens'))).toEqual([]);
  });
});
