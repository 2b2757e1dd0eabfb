import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import {
  createPaymentGateway,
  envSchema,
  invoiceLayoutFromEnv,
  loadEnv,
  type InvoiceLayout,
  type PaymentGateway,
} from '@fleetcheck/platform';
import type { App } from '../app';
import type { PriceList } from '@fleetcheck/domain/subscription/pricing';

/** Prices, tax, the payment gateway and what invoices print: all configuration (env, validated by Zod). */
export interface Billing {
  prices: PriceList;
  consumptionTaxPercent: number;
  gateway: PaymentGateway;
  invoice: InvoiceLayout;
}

export const SANDBOX_AUTHORIZE_PATH = '/payments/sandbox/authorize';

/** Where the sandbox gateway sends a buyer for 3-D Secure: our own page under /api/v1. */
export const sandboxAuthorizeUrl = (publicUrl: string): string => `${publicUrl.replace(/\/$/, '')}/api/v1${SANDBOX_AUTHORIZE_PATH}`;

export function billingFromEnv(app: App, source: Record<string, string | undefined> = process.env): Billing {
  const env = loadEnv(envSchema, source);
  return {
    prices: {
      carMonthly: env.PRICE_CAR_MONTHLY,
      deviceMonthly: env.PRICE_DEVICE_MONTHLY,
      yearlyDiscountPercent: env.YEARLY_DISCOUNT_PERCENT,
    },
    consumptionTaxPercent: env.CONSUMPTION_TAX_PERCENT,
    gateway: app.paymentGateway ?? createPaymentGateway(env, sandboxAuthorizeUrl(app.config.publicUrl)),
    invoice: invoiceLayoutFromEnv(env),
  };
}

/** The business day (Japan, where the customers are): a term boundary must not move with the server's zone. */
export const todayOf = (app: Pick<App, 'clock'>): string => businessDay(app.clock.now());
