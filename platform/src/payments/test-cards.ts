/**
 * Card numbers the sandbox knows, taken from Omise's documented test cards (docs.omise.co/api-testing):
 * the documented successful cards succeed, the documented failing cards fail with their failure code.
 * Omise switches 3-D Secure on per test account rather than per card, so the sandbox designates the
 * documented successful Mastercard 5555 5555 5555 4444 as the card that requires 3-D Secure.
 */
export const SANDBOX_FAILING_CARDS: Readonly<Record<string, string>> = {
  '4111111111140011': 'insufficient_fund',
  '5555551111110011': 'insufficient_fund',
  '3530111119001100': 'insufficient_fund',
  '4111111111130012': 'stolen_or_lost_card',
  '5555551111100012': 'stolen_or_lost_card',
  '4111111111120013': 'failed_processing',
  '5555551111190013': 'failed_processing',
  '4111111111110014': 'payment_rejected',
  '5555551111180014': 'payment_rejected',
};

export const SANDBOX_THREE_D_SECURE_CARDS: ReadonlySet<string> = new Set(['5555555555554444']);

export const SandboxCards = {
  success: '4242424242424242',
  insufficientFund: '4111111111140011',
  threeDSecure: '5555555555554444',
} as const;
