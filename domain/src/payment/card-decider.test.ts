import type { PaymentCardEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { paymentCardDecider } from './card-decider';

const saved = (customerId: string, orderId: string): PaymentCardEvent => ({
  type: 'PaymentCardSaved',
  data: { companyId: 'c1', customerId, orderId, lastDigits: null },
});
const save = (customerId: string, orderId: string) => ({
  type: 'SavePaymentCard' as const,
  data: { companyId: 'c1', customerId, orderId, lastDigits: null },
});
const card = spec(paymentCardDecider);

describe('Payment card decider', () => {
  it('SavePaymentCard saves the first card', () =>
    card
      .given([])
      .when(save('cust1', 'o1'))
      .then([saved('cust1', 'o1')]));
  it('SavePaymentCard replaces the card with the one paid with last', () =>
    card
      .given([saved('cust1', 'o1')])
      .when(save('cust2', 'o2'))
      .then([saved('cust2', 'o2')]));
  it('SavePaymentCard saves the same card of the same order once (a retried request)', () =>
    card
      .given([saved('cust1', 'o1')])
      .when(save('cust1', 'o1'))
      .then([]));
});
