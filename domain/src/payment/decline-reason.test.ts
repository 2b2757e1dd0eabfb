import { describe, expect, it } from 'vitest';
import { declineReasonKey, declineReasonKeys, invoiceDeclineReason } from './decline-reason';

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

  it("an invoice shows its declined charge's reason while unpaid: no card on file in words too, nothing once paid", () => {
    expect(invoiceDeclineReason(null, 'insufficient_fund')).toBe('Errors.PaymentInsufficientFund');
    expect(invoiceDeclineReason(null, 'no_card')).toBe('Errors.NoCardOnFile');
    expect(invoiceDeclineReason('2026-04-01T00:00:00.000Z', 'insufficient_fund')).toBeNull();
    expect(invoiceDeclineReason(null, null)).toBeNull();
    expect(invoiceDeclineReason(undefined, undefined)).toBeNull();
  });
});
