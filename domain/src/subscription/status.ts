import type { AuditStatus, SubscriptionSnapshot } from '@fleetcheck/contracts';
import type { SubscriptionState } from './decider';

/**
 * What the subscription looks like to managers, admins and auditors: the decider's state without its
 * bookkeeping (applied payment references). Null before any subscription.
 */
export function snapshotOf(state: SubscriptionState): SubscriptionSnapshot | null {
  if (state.status === 'None') return null;
  const { plan, paymentMethod, amounts } = state;
  switch (state.status) {
    case 'Pending':
      return { status: 'Pending', plan, paymentMethod, amounts, startDate: null, expiryDate: null, cancelledEffectiveOn: null };
    case 'Active':
      return {
        status: 'Active',
        plan,
        paymentMethod,
        amounts,
        startDate: state.startDate,
        expiryDate: state.expiryDate,
        cancelledEffectiveOn: null,
      };
    case 'Cancelled':
      return {
        status: 'Cancelled',
        plan,
        paymentMethod,
        amounts,
        startDate: state.startDate,
        expiryDate: state.expiryDate,
        cancelledEffectiveOn: state.effectiveOn,
      };
  }
}

/**
 * Status on a given business day: a paid term that ran out is Expired; a cancellation shows as Active until
 * its effective day (access lasts to the end of the paid term) and Cancelled after it.
 */
export function statusOn(snapshot: SubscriptionSnapshot, day: string): AuditStatus {
  if (snapshot.status === 'Cancelled')
    return snapshot.cancelledEffectiveOn && day <= snapshot.cancelledEffectiveOn ? 'Active' : 'Cancelled';
  if (snapshot.status === 'Active' && snapshot.expiryDate && day > snapshot.expiryDate) return 'Expired';
  return snapshot.status;
}

export const subscriptionStatusOn = (state: SubscriptionState, day: string): AuditStatus | 'None' => {
  const snapshot = snapshotOf(state);
  return snapshot ? statusOn(snapshot, day) : 'None';
};

/** A paid term that ran out (cancelled or not), or none ever taken, allows a new subscription. */
export const isLapsed = (state: SubscriptionState, today: string): boolean =>
  ['None', 'Expired', 'Cancelled'].includes(subscriptionStatusOn(state, today));

/**
 * Past its paid term (or a cancellation's last day) a company's managers are signed out until the
 * subscription is renewed (spec section 4). A company that has not paid yet (no subscription, or a bank
 * transfer awaited) is not refused: it is still signing up. Admins acting on behalf are never asked.
 */
export function subscriptionAccessRefusal(state: SubscriptionState, today: string): 'Errors.SubscriptionExpired' | undefined {
  const status = subscriptionStatusOn(state, today);
  return status === 'Expired' || status === 'Cancelled' ? 'Errors.SubscriptionExpired' : undefined;
}
