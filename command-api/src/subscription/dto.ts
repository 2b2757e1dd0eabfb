import type { Subscription, SubscriptionAmounts, SubscriptionPlan, PaymentMethod } from '@fleetcheck/contracts';
import type { SubscriptionState } from '@fleetcheck/domain/subscription/decider';

/** The Subscription entity of spec section 3, from the aggregate's state (or a preview of a plan). */
export function subscriptionDto(
  companyId: string,
  view: {
    plan: SubscriptionPlan;
    paymentMethod: PaymentMethod;
    amounts: SubscriptionAmounts;
    status: Subscription['status'];
    startDate: string | null;
    expiryDate: string | null;
  },
  operation: string,
  createdAt: string,
): Subscription {
  return {
    company: companyId,
    carCount: view.plan.carCount,
    deviceCount: view.plan.deviceCount,
    paymentSchedule: view.plan.paymentSchedule,
    paymentMethod: view.paymentMethod,
    status: view.status,
    startDate: view.startDate,
    expiryDate: view.expiryDate,
    totalAmount: view.amounts.totalAmount,
    deviceAmount: view.amounts.deviceAmount,
    carAmount: view.amounts.carAmount,
    createdAt,
    operation,
  };
}

export function stateDto(state: Exclude<SubscriptionState, { status: 'None' }>, operation: string, createdAt: string): Subscription {
  const dates =
    state.status === 'Pending' ? { startDate: null, expiryDate: null } : { startDate: state.startDate, expiryDate: state.expiryDate };
  return subscriptionDto(state.companyId, { ...state, ...dates }, operation, createdAt);
}
