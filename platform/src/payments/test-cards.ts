/**
 * Card numbers the sandbox knows, from Omise's documented test cards (docs.omise.co/api-testing): the
 * documented successful cards succeed, the documented failing cards fail with their failure code. Omise
 * switches 3-D Secure on per test account rather than per card, so the sandbox designates the documented
 * successful Mastercard 5555 5555 5555 4444 as the card that requires 3-D Secure. Any other number that
 * passes the card checks (check digit, expiry, security code) succeeds, as in Omise's test mode.
 */
export const SANDBOX_SUCCESS_CARDS: Readonly<Record<string, string>> = {
  '4242424242424242': 'Visa',
  '4111111111111111': 'Visa',
  '5555555555554444': 'Mastercard',
  '5454545454545454': 'Mastercard',
  '3530111333300000': 'JCB',
  '3566111111111113': 'JCB',
  '378282246310005': 'American Express',
  '36021042000004': 'Diners',
  '6250947000000006': 'UnionPay',
};

export const SANDBOX_FAILING_CARDS: Readonly<Record<string, string>> = {
  '4111111111140011': 'insufficient_fund',
  '5555551111110011': 'insufficient_fund',
  '3530111111190011': 'insufficient_fund',
  '6250947000000014': 'insufficient_fund',
  '4111111111130012': 'stolen_or_lost_card',
  '5555551111100012': 'stolen_or_lost_card',
  '3530111111180012': 'stolen_or_lost_card',
  '6250947000000022': 'stolen_or_lost_card',
  '4111111111120013': 'failed_processing',
  '5555551111190013': 'failed_processing',
  '3530111111170013': 'failed_processing',
  '377138160000009': 'failed_processing',
  '36021042111108': 'failed_processing',
  '6250947000000030': 'failed_processing',
  '4111111111110014': 'payment_rejected',
  '5555551111180014': 'payment_rejected',
  '3530111111160014': 'payment_rejected',
};

export const SANDBOX_THREE_D_SECURE_CARDS: ReadonlySet<string> = new Set(['5555555555554444']);

export const SandboxCards = {
  success: '4242424242424242',
  insufficientFund: '4111111111140011',
  threeDSecure: '5555555555554444',
} as const;
