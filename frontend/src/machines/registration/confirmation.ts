import { BANK_TRANSFER, type PaymentSummary, type Subscription } from '@fleetcheck/contracts';

export type RegistrationConfirmation =
  | { readonly method: 'card'; readonly subscription: Subscription; readonly summary: PaymentSummary }
  | { readonly method: typeof BANK_TRANSFER; readonly subscription: Subscription };

/**
 * Spec section 2: the Go-to-dashboard button shows for non-bank payments, or for an Active bank-transfer
 * account once registration is over.
 */
export function showsDashboardButton(subscription: Pick<Subscription, 'paymentMethod' | 'status'>, registering: boolean): boolean {
  if (subscription.paymentMethod !== BANK_TRANSFER) return true;
  return subscription.status === 'Active' && !registering;
}
