import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { OrderDetails } from '../../src/features/subscription/components/OrderDetails';

i18n.loadAndActivate({ locale: 'en', messages: {} });

const renderDetails = (quote: Parameters<typeof OrderDetails>[0]['quote'], byTransfer = false) =>
  render(
    <I18nProvider i18n={i18n}>
      <OrderDetails quote={quote} schedule="monthly" loading={false} byTransfer={byTransfer} />
    </I18nProvider>,
  );

describe('order details', () => {
  afterEach(cleanup);

  it('shows the total before tax, the consumption tax and the total including it', () => {
    // 2 cars and 1 device a month: 6,000 before tax, 600 tax, 6,600 in all.
    renderDetails({
      monthlyCarCost: 3000,
      monthlyDeviceCost: 3000,
      monthlySubscriptionAmount: 6000,
      carAmount: 3000,
      deviceAmount: 3000,
      totalAmount: 6000,
      discountAmount: 0,
      taxRatePercent: 10,
      tax: 600,
      totalWithTax: 6600,
    });
    expect(screen.getByText('Total per month (before tax)')).toBeTruthy();
    expect(screen.getByTestId('total').textContent).toBe('¥6,000');
    expect(screen.getByText('Consumption tax (10%)')).toBeTruthy();
    expect(screen.getByTestId('tax').textContent).toBe('¥600');
    expect(screen.getByText('Total per month (including tax)')).toBeTruthy();
    expect(screen.getByTestId('total-with-tax').textContent).toBe('¥6,600');
  });

  it('a plan change shows what is charged now: before tax, tax and total', () => {
    renderDetails({
      monthlyCarCost: 4500,
      monthlyDeviceCost: 3000,
      monthlySubscriptionAmount: 7500,
      carAmount: 4500,
      deviceAmount: 3000,
      totalAmount: 7500,
      discountAmount: 0,
      adjustment: 774,
      adjustmentTax: 77,
      adjustmentWithTax: 851,
      taxRatePercent: 10,
      tax: 750,
      totalWithTax: 8250,
    });
    expect(screen.getByTestId('adjustment').textContent).toBe('¥774');
    expect(screen.getByTestId('adjustment-tax').textContent).toBe('¥77');
    expect(screen.getByTestId('adjustment-with-tax').textContent).toBe('¥851');
    expect(screen.getByText('Charged now (including tax)')).toBeTruthy();
  });

  it("a bank-transfer company's plan change shows the same figures as due by transfer, not charged", () => {
    const quote = { monthlyCarCost: 4500, monthlyDeviceCost: 3000, monthlySubscriptionAmount: 7500, carAmount: 4500, deviceAmount: 3000 };
    renderDetails({ ...quote, totalAmount: 7500, discountAmount: 0, adjustment: 1500, adjustmentTax: 150, adjustmentWithTax: 1650 }, true);
    expect(screen.getByTestId('adjustment-with-tax').textContent).toBe('¥1,650');
    expect(screen.getByText('Due by bank transfer (including tax)')).toBeTruthy();
    expect(screen.queryByText('Charged now (including tax)')).toBeNull();
  });
});
