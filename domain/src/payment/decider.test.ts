import type { PaymentEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { paymentOrderDecider } from './decider';

const purpose = { kind: 'create' as const, plan: { carCount: 2, deviceCount: 1, paymentSchedule: 'monthly' as const } };
const draft = { orderId: 'o1', companyId: 'c1', amount: 6000, purpose, subscriptionRevision: null };
const placed: PaymentEvent = { type: 'PaymentOrderPlaced', data: draft };
const ids = { orderId: 'o1', companyId: 'c1' };
const authorization: PaymentEvent = {
  type: 'PaymentAuthorizationRequired',
  data: { ...ids, chargeId: 'ch1', authorizeUri: 'https://pay.example/3ds' },
};
const succeeded = (chargeId: string): PaymentEvent => ({ type: 'PaymentSucceeded', data: { ...ids, chargeId, amount: 6000 } });
const failed = (chargeId: string | null): PaymentEvent => ({
  type: 'PaymentFailed',
  data: { ...ids, chargeId, failureCode: 'insufficient_fund' },
});
const success = (attempt: number, chargeId: string) => ({
  type: 'RecordPaymentSucceeded' as const,
  data: { attempt, chargeId, amount: 6000 },
});
const failure = (attempt: number, chargeId: string | null) => ({
  type: 'RecordPaymentFailed' as const,
  data: { attempt, chargeId, failureCode: 'insufficient_fund' },
});
const order = spec(paymentOrderDecider);

describe('Payment order decider', () => {
  it('PlacePaymentOrder places a new order', () => order.given([]).when({ type: 'PlacePaymentOrder', data: draft }).then([placed]));
  it('PlacePaymentOrder places an order once (a double-submitted form)', () =>
    order
      .given([placed])
      .when({ type: 'PlacePaymentOrder', data: { ...draft, amount: 1 } })
      .then([]));
  it('RequirePaymentAuthorization records the 3-D Secure page of a placed order', () =>
    order
      .given([placed])
      .when({ type: 'RequirePaymentAuthorization', data: { chargeId: 'ch1', authorizeUri: 'https://pay.example/3ds' } })
      .then([authorization]));
  it('RequirePaymentAuthorization records it once', () =>
    order
      .given([placed, authorization])
      .when({ type: 'RequirePaymentAuthorization', data: { chargeId: 'ch1', authorizeUri: 'https://pay.example/3ds' } })
      .then([]));
  it('RequirePaymentAuthorization refuses an order never placed', () =>
    order
      .given([])
      .when({ type: 'RequirePaymentAuthorization', data: { chargeId: 'ch1', authorizeUri: 'https://pay.example/3ds' } })
      .thenError('Errors.NotFound'));
  it('RecordPaymentSucceeded settles a placed order', () =>
    order
      .given([placed])
      .when(success(0, 'ch1'))
      .then([succeeded('ch1')]));
  it('RecordPaymentSucceeded settles an order awaiting 3-D Secure', () =>
    order
      .given([placed, authorization])
      .when(success(0, 'ch1'))
      .then([succeeded('ch1')]));
  it('RecordPaymentSucceeded records a payment once (a concurrent return from 3-D Secure)', () =>
    order
      .given([placed, succeeded('ch1')])
      .when(success(0, 'ch1'))
      .then([]));
  it('RecordPaymentSucceeded leaves a declined attempt declined', () =>
    order
      .given([placed, failed('ch1')])
      .when(success(0, 'ch1'))
      .then([]));
  it('RecordPaymentSucceeded records a later attempt after a decline (a renewal charged again)', () =>
    order
      .given([placed, failed('ch1')])
      .when(success(1, 'ch2'))
      .then([succeeded('ch2')]));
  it('RecordPaymentSucceeded refuses an order never placed', () => order.given([]).when(success(0, 'ch1')).thenError('Errors.NotFound'));
  it('RecordPaymentFailed records a decline', () =>
    order
      .given([placed])
      .when(failure(0, 'ch1'))
      .then([failed('ch1')]));
  it('RecordPaymentFailed records a gateway error without a charge', () =>
    order
      .given([placed])
      .when(failure(0, null))
      .then([failed(null)]));
  it('RecordPaymentFailed records each attempt once', () =>
    order
      .given([placed, failed('ch1')])
      .when(failure(0, 'ch1'))
      .then([]));
  it('RecordPaymentFailed records the second attempt of a renewal', () =>
    order
      .given([placed, failed('ch1')])
      .when(failure(1, 'ch2'))
      .then([failed('ch2')]));
  it('RecordPaymentFailed leaves a paid order paid', () =>
    order
      .given([placed, succeeded('ch1')])
      .when(failure(0, 'ch1'))
      .then([]));
  it('RecordPaymentFailed refuses an order never placed', () => order.given([]).when(failure(0, null)).thenError('Errors.NotFound'));
});
