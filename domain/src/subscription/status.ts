import type { AuditStatus, SubscriptionSnapshot } from '@fleetcheck/contracts';
import type { SubscriptionState } from './decider';
import { addMonths } from './term';

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
 * What a company's managers may do on a day (spec section 4, issue 15 item 8):
 * - full: signing up (no subscription yet, or a bank transfer awaited) or within the paid term (a cancellation
 *   keeps it to its effective day);
 * - records-only: after the paid term ended (lapsed or cancelled), through the same day one year later: they
 *   may sign in and read test results, the check board and the exports, nothing else; records are never deleted;
 * - none: later than that; signed out until the subscription is renewed.
 * Admins acting on behalf are never asked.
 */
export type SubscriptionAccess = 'full' | 'records-only' | 'none';

/** How long after the paid term managers keep reading their records. */
export const RECORDS_RETENTION_MONTHS = 12;

/** The last day of the paid term of a lapsed or cancelled subscription (a cancellation after lapsing does not extend it). */
function paidTermEnd(state: SubscriptionState): string | null {
  if (state.status === 'Cancelled') return state.expiryDate ?? state.effectiveOn;
  return state.status === 'Active' ? state.expiryDate : null;
}

export function subscriptionAccessOn(state: SubscriptionState, today: string): SubscriptionAccess {
  const status = subscriptionStatusOn(state, today);
  if (status !== 'Expired' && status !== 'Cancelled') return 'full';
  const end = paidTermEnd(state);
  return end !== null && today <= addMonths(end, RECORDS_RETENTION_MONTHS) ? 'records-only' : 'none';
}
