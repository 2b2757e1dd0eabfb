import { createPaymentGateway, envSchema, loadEnv, type PaymentGateway } from '@fleetcheck/platform';
import type { App } from '../app';
import type { PriceList } from './pricing';

/** Prices, tax, the payment gateway and what invoices print: all configuration (env, validated by Zod). */
export interface Billing {
  prices: PriceList;
  consumptionTaxPercent: number;
  gateway: PaymentGateway;
  invoice: { issuerLines: string[]; bankLines: string[]; fontPath: string };
}

export const SANDBOX_AUTHORIZE_PATH = '/payments/sandbox/authorize';

export function billingFromEnv(app: App, source: Record<string, string | undefined> = process.env): Billing {
  const env = loadEnv(envSchema, source);
  const lines = (value: string) => value.split('|').map((line) => line.trim()).filter(Boolean);
  return {
    prices: { carMonthly: env.PRICE_CAR_MONTHLY, deviceMonthly: env.PRICE_DEVICE_MONTHLY, yearlyDiscountPercent: env.YEARLY_DISCOUNT_PERCENT },
    consumptionTaxPercent: env.CONSUMPTION_TAX_PERCENT,
    gateway: createPaymentGateway(env, `${app.config.publicUrl.replace(/\/$/, '')}/api/v1${SANDBOX_AUTHORIZE_PATH}`),
    invoice: { issuerLines: lines(env.INVOICE_ISSUER), bankLines: lines(env.INVOICE_BANK_DETAILS), fontPath: env.INVOICE_FONT_PATH },
  };
}

/** Calendar day in Japan, where the customers are: a term boundary must not move with the server's zone. */
export const todayOf = (app: Pick<App, 'clock'>): string => new Date(app.clock.now().getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
