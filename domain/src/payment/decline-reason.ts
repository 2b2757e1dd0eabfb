import { ErrorKeys, type ErrorKey } from '@fleetcheck/contracts';

/**
 * Why a card was declined, as the message key the payment page translates: Omise's failure codes
 * (docs.omise.co/charges: insufficient_fund, stolen_or_lost_card, failed_processing, payment_rejected,
 * invalid_security_code, failed_fraud_check, invalid_account_number), the 3-D Secure failure and an expired
 * charge or card. Any other code is the general `Errors.PaymentFailed`.
 */
const DECLINE_REASONS: Readonly<Record<string, ErrorKey>> = {
  insufficient_fund: ErrorKeys.PaymentInsufficientFund,
  stolen_or_lost_card: ErrorKeys.PaymentStolenOrLostCard,
  failed_processing: ErrorKeys.PaymentFailedProcessing,
  payment_rejected: ErrorKeys.PaymentRejected,
  invalid_security_code: ErrorKeys.PaymentInvalidSecurityCode,
  failed_fraud_check: ErrorKeys.PaymentFailedFraudCheck,
  invalid_account_number: ErrorKeys.PaymentInvalidAccountNumber,
  failed_3ds: ErrorKeys.PaymentAuthenticationFailed,
  expired_card: ErrorKeys.PaymentCardExpired,
};

export const declineReasonKey = (failureCode: string | null | undefined): ErrorKey =>
  (failureCode ? DECLINE_REASONS[failureCode] : undefined) ?? ErrorKeys.PaymentFailed;

/** Every key a declined card can answer with (the OpenAPI route table lists them). */
export const declineReasonKeys: readonly ErrorKey[] = [ErrorKeys.PaymentFailed, ...new Set(Object.values(DECLINE_REASONS))];

/** Why an off-session charge of the card on file failed (a renewal's, an invoice's), no card on file included. */
export const cardOnFileFailureKey = (failureCode: string | null | undefined): ErrorKey =>
  failureCode === 'no_card' ? ErrorKeys.NoCardOnFile : declineReasonKey(failureCode);

/** What an invoice shows of its declined card charge: the reason while it is unpaid, nothing once paid or never declined. */
export const invoiceDeclineReason = (paidAt: string | null | undefined, failureCode: string | null | undefined): ErrorKey | null =>
  paidAt || !failureCode ? null : cardOnFileFailureKey(failureCode);
