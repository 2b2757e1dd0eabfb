import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { PaymentPage } from '../../src/features/subscription/components/PaymentPage';
import { TermsPage } from '../../src/features/terms/components/TermsPage';
import { renderWithApp } from '../components/renderWithApp';
import { renderAppAt } from '../router/renderAppAt';
import { FakeSubscriptionServer } from '../fakes/fakeSubscriptionServer';
import { signedOutServer } from '../fakes/fakeSignedOutServer';

describe('terms of service (利用規約)', () => {
  afterEach(() => {
    cleanup();
    i18n.activate('en');
  });

  it('the payment page links its terms box to the terms page, opened beside the payment', async () => {
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
    const box = await screen.findByRole('checkbox', { name: 'I agree to the terms of service' });
    const link = within(box.closest('label')!).getByRole('link', { name: 'terms of service' });
    expect(link.getAttribute('href')).toBe('/terms');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('/terms is a public page: a visitor without a session reads the terms, naming the provider, and the server is asked nothing', async () => {
    const server = signedOutServer();
    renderAppAt('/terms', server.fetchFn);
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of service' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('provided by FleetCheck Inc. ("we")');
    expect(screen.getByRole('heading', { name: 'Article 5 (Fees and payment)' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Article 10 (Cancellation)' })).toBeTruthy();
    expect(server.asked).toEqual([]);
  });

  it('reads in Japanese for a Japanese reader', () => {
    i18n.loadAndActivate({ locale: 'ja', messages: {} });
    renderWithApp(<TermsPage />, signedOutServer().fetchFn);
    expect(screen.getByRole('heading', { level: 1, name: '利用規約' })).toBeTruthy();
    expect(document.body.textContent).toContain('FleetCheck株式会社（以下「当社」）');
    expect(screen.getByRole('heading', { name: '第5条（料金および支払い）' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('Article');
  });
});
