/**
 * The payment gateway port (card payments). Adapters: Omise (production) and a sandbox that behaves like
 * Omise's test mode (local profile, tests). Amounts are whole yen (JPY has no minor unit).
 */
export type ChargeStatus = 'pending' | 'successful' | 'failed' | 'expired';

export interface Charge {
  id: string;
  amount: number;
  status: ChargeStatus;
  /** The 3-D Secure page to send the buyer to while `status` is 'pending'. */
  authorizeUri: string | null;
  /** Provider failure code ('insufficient_fund', ...) when failed or expired. */
  failureCode: string | null;
  /** Our order id, echoed from the charge's metadata: how a return is matched to its order. */
  orderId: string | null;
}

export interface CreateChargeRequest {
  /** Our order id: the idempotency key; the same order never yields a second charge. */
  orderId: string;
  amount: number;
  description: string;
  /** A one-time card token from the browser (Omise.js or the sandbox), or a saved customer's card. */
  cardToken?: string;
  customerId?: string;
  /** Where the provider sends the buyer back after 3-D Secure (our /omise-callback). */
  returnUri: string;
}

export interface PaymentGateway {
  readonly kind: 'sandbox' | 'omise';
  /** A customer with the card attached, for recurring charges; the card's last 4 digits, to name it later. */
  createCustomer(input: {
    email: string;
    description: string;
    cardToken: string;
  }): Promise<{ customerId: string; lastDigits: string | null }>;
  createCharge(request: CreateChargeRequest): Promise<Charge>;
  /** Reads the charge from the provider: a return from 3-D Secure is verified here, never trusted. */
  retrieveCharge(chargeId: string): Promise<Charge>;
  /**
   * The charge made for `orderId` (read from the charge's metadata) among those created since `since`, or null.
   * How an order whose charge request got no answer learns whether the provider charged it, before any retry.
   */
  findChargeByOrder(orderId: string, since: Date): Promise<Charge | null>;
}

/** The provider refused the request itself (bad or used token, unknown charge): not a declined card. */
export class PaymentGatewayError extends Error {
  override readonly name = 'PaymentGatewayError';
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The provider's answer never came (connection refused or reset, a timeout, a proxy's error page): the request
 * may or may not have been carried out. Never a declined card: a charge request that ends so stays unsettled
 * until `findChargeByOrder` tells what happened.
 */
export class PaymentGatewayUnavailable extends Error {
  override readonly name = 'PaymentGatewayUnavailable';
  constructor(message: string) {
    super(message);
  }
}
