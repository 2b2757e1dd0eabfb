import { BANK_TRANSFER, type PaymentPurpose, type SubscriptionSnapshot } from '@fleetcheck/contracts';
import type { SubscriptionState } from './decider';
import { dayAfter } from './term';
import { withConsumptionTax } from './tax';

/**
 * The term a running card subscription is due to start on `today` or earlier (a missed day is caught up), if
 * any. Bank-transfer terms start when the transfer is recorded, and a cancelled subscription is not renewed.
 * Asked of the decider's state (the renewal itself) or of its snapshot (the read model the daily scan reads).
 */
export function dueTermStart(subscription: SubscriptionState | SubscriptionSnapshot, today: string): string | undefined {
  if (subscription.status !== 'Active' || subscription.paymentMethod === BANK_TRANSFER || !subscription.expiryDate) return undefined;
  const termStart = dayAfter(subscription.expiryDate);
  return termStart <= today ? termStart : undefined;
}

/**
 * What the renewal of the term starting `termStart` charges: the plan at the amounts it was sold at (no
 * re-pricing), consumption tax included, as the term's invoice totals it.
 */
export function renewalCharge(
  state: SubscriptionState,
  termStart: string,
  taxRatePercent: number,
): { amount: number; purpose: PaymentPurpose } | undefined {
  if (state.status !== 'Active' || dueTermStart(state, termStart) !== termStart) return undefined;
  const { total } = withConsumptionTax(state.amounts.totalAmount, taxRatePercent);
  return { amount: total, purpose: { kind: 'newSubscription', plan: state.plan } };
}
