import { describe, expect, it } from 'vitest';
import { declineReasonKey, declineReasonKeys } from './decline-reason';

describe('the reason a declined card is shown', () => {
  it("names Omise's failure codes one by one", () => {
    expect(declineReasonKey('insufficient_fund')).toBe('Errors.PaymentInsufficientFund');
    expect(declineReasonKey('stolen_or_lost_card')).toBe('Errors.PaymentStolenOrLostCard');
    expect(declineReasonKey('failed_processing')).toBe('Errors.PaymentFailedProcessing');
    expect(declineReasonKey('payment_rejected')).toBe('Errors.PaymentRejected');
    expect(declineReasonKey('invalid_security_code')).toBe('Errors.PaymentInvalidSecurityCode');
    expect(declineReasonKey('failed_fraud_check')).toBe('Errors.PaymentFailedFraudCheck');
    expect(declineReasonKey('invalid_account_number')).toBe('Errors.PaymentInvalidAccountNumber');
    expect(declineReasonKey('failed_3ds')).toBe('Errors.PaymentAuthenticationFailed');
  });

  it('falls back to the general failure for a code it does not know, or none', () => {
    expect(declineReasonKey('something_new')).toBe('Errors.PaymentFailed');
    expect(declineReasonKey(null)).toBe('Errors.PaymentFailed');
    expect(declineReasonKeys).toContain('Errors.PaymentFailed');
    expect(declineReasonKeys).toHaveLength(10);
  });
});
