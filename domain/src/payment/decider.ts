import { paymentCatalogue, type EventOf, type PaymentEvent, type PaymentOrderPlaced, type PaymentPurpose } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { notFound } from '../shared/domain-error';

interface Order {
  orderId: string;
  companyId: string;
  amount: number;
  purpose: PaymentPurpose;
  /** Declined attempts recorded so far: attempt n (counted from 0) is charged after n failures. */
  failures: number;
}

/**
 * A payment order (`payment-<orderId>`): placed once, then one outcome per charge attempt. A card order
 * from the payment page makes one attempt (a retry comes with a fresh card token, hence a new order); a
 * renewal order charges the saved card again after a decline, as attempt 1, 2, ...
 */
export type PaymentOrderState =
  | { status: 'None' }
  | ({ status: 'Placed' } & Order)
  | ({ status: 'AwaitingAuthorization'; chargeId: string; authorizeUri: string } & Order)
  | ({ status: 'Succeeded'; chargeId: string; paidAmount: number } & Order)
  | ({ status: 'Failed'; chargeId: string | null; failureCode: string } & Order);

export type OrderDraft = EventOf<typeof PaymentOrderPlaced>['data'];

/**
 * `attempt` names the charge an outcome belongs to (the failures recorded when it was made). Every command
 * is idempotent: placing a placed order, or recording an outcome of an attempt already settled (a
 * redelivered job, a double-submitted form, a concurrent return from 3-D Secure) appends nothing.
 */
export type PaymentOrderCommand =
  | { type: 'PlacePaymentOrder'; data: OrderDraft }
  | { type: 'RequirePaymentAuthorization'; data: { chargeId: string; authorizeUri: string } }
  | { type: 'RecordPaymentSucceeded'; data: { attempt: number; chargeId: string; amount: number } }
  | { type: 'RecordPaymentFailed'; data: { attempt: number; chargeId: string | null; failureCode: string } };

/** Whether the outcome of charge attempt `attempt` is still to be recorded. */
const awaitsOutcome = (state: Exclude<PaymentOrderState, { status: 'None' }>, attempt: number): boolean =>
  state.status !== 'Succeeded' && attempt === state.failures;

function placed(state: PaymentOrderState): Exclude<PaymentOrderState, { status: 'None' }> {
  if (state.status === 'None') throw notFound();
  return state;
}

export function decide(command: PaymentOrderCommand, state: PaymentOrderState): PaymentEvent[] {
  switch (command.type) {
    case 'PlacePaymentOrder':
      return state.status === 'None' ? [{ type: 'PaymentOrderPlaced', data: command.data }] : [];
    case 'RequirePaymentAuthorization': {
      const order = placed(state);
      if (order.status !== 'Placed') return [];
      return [{ type: 'PaymentAuthorizationRequired', data: { orderId: order.orderId, companyId: order.companyId, ...command.data } }];
    }
    case 'RecordPaymentSucceeded': {
      const order = placed(state);
      if (!awaitsOutcome(order, command.data.attempt)) return [];
      const { chargeId, amount } = command.data;
      return [{ type: 'PaymentSucceeded', data: { orderId: order.orderId, companyId: order.companyId, chargeId, amount } }];
    }
    case 'RecordPaymentFailed': {
      const order = placed(state);
      if (!awaitsOutcome(order, command.data.attempt)) return [];
      const { chargeId, failureCode } = command.data;
      return [{ type: 'PaymentFailed', data: { orderId: order.orderId, companyId: order.companyId, chargeId, failureCode } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: PaymentOrderState, event: PaymentEvent): PaymentOrderState {
  if (event.type === 'PaymentOrderPlaced') {
    if (state.status !== 'None') return state;
    const { orderId, companyId, amount, purpose } = event.data;
    return { status: 'Placed', orderId, companyId, amount, purpose, failures: 0 };
  }
  if (state.status === 'None') return state;
  const { orderId, companyId, amount, purpose, failures } = state;
  const order: Order = { orderId, companyId, amount, purpose, failures };
  switch (event.type) {
    case 'PaymentAuthorizationRequired':
      return { status: 'AwaitingAuthorization', ...order, chargeId: event.data.chargeId, authorizeUri: event.data.authorizeUri };
    case 'PaymentSucceeded':
      return { status: 'Succeeded', ...order, chargeId: event.data.chargeId, paidAmount: event.data.amount };
    case 'PaymentFailed':
      return { status: 'Failed', ...order, failures: failures + 1, chargeId: event.data.chargeId, failureCode: event.data.failureCode };
    default:
      return assertNever(event);
  }
}

export const paymentOrderDecider: Decider<PaymentOrderCommand, PaymentEvent, PaymentOrderState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const paymentOrderAggregate: Aggregate<PaymentOrderCommand, PaymentEvent, PaymentOrderState> = {
  decider: paymentOrderDecider,
  codec: paymentCatalogue,
};
