import { paymentCardCatalogue, type PaymentCardEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';

/** The card a company pays with, kept at the provider as a customer: the last one saved is charged at each term start. */
export type PaymentCardState =
  { status: 'None' } | { status: 'Saved'; companyId: string; customerId: string; orderId: string; lastDigits?: string | null };

export type PaymentCardCommand = {
  type: 'SavePaymentCard';
  data: { companyId: string; customerId: string; orderId: string; lastDigits: string | null };
};

export function decide(command: PaymentCardCommand, state: PaymentCardState): PaymentCardEvent[] {
  switch (command.type) {
    case 'SavePaymentCard': {
      const { customerId, orderId } = command.data;
      // The same order saving the same customer again (a retried request) changes nothing.
      if (state.status === 'Saved' && state.customerId === customerId && state.orderId === orderId) return [];
      return [{ type: 'PaymentCardSaved', data: command.data }];
    }
    default:
      return assertNever(command.type);
  }
}

export function evolve(_state: PaymentCardState, event: PaymentCardEvent): PaymentCardState {
  switch (event.type) {
    case 'PaymentCardSaved':
      return { status: 'Saved', ...event.data };
    default:
      return assertNever(event.type);
  }
}

export const paymentCardDecider: Decider<PaymentCardCommand, PaymentCardEvent, PaymentCardState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const paymentCardAggregate: Aggregate<PaymentCardCommand, PaymentCardEvent, PaymentCardState> = {
  decider: paymentCardDecider,
  codec: paymentCardCatalogue,
};
