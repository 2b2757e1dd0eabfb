import omise from 'omise';
import {
  PaymentGatewayError,
  PaymentGatewayUnavailable,
  type Charge,
  type ChargeStatus,
  type CreateChargeRequest,
  type PaymentGateway,
} from './port';

type OmiseCharge = Awaited<ReturnType<ReturnType<typeof omise>['charges']['retrieve']>>;

const STATUSES: readonly ChargeStatus[] = ['pending', 'successful', 'failed', 'expired'];

function toCharge(charge: OmiseCharge): Charge {
  // 'reversed' (a voided authorisation) means no money moved: for us the same as failed.
  const status: ChargeStatus = STATUSES.includes(charge.status as ChargeStatus) ? (charge.status as ChargeStatus) : 'failed';
  const orderId = typeof charge.metadata?.['order_id'] === 'string' ? (charge.metadata['order_id'] as string) : null;
  return {
    id: charge.id,
    amount: charge.amount,
    status,
    authorizeUri: status === 'pending' && charge.authorize_uri ? charge.authorize_uri : null,
    failureCode: charge.failure_code ?? (status === 'failed' || status === 'expired' ? status : null),
    orderId,
  };
}

/** How long a request to Omise may take before its outcome is treated as unknown (the package sets no timeout). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Charges read per page, and pages read at most, when looking for an order's charge (Omise's largest page). */
const LIST_PAGE = 100;
const LIST_PAGES = 20;

/**
 * Omise's own refusal is an error object (`object: 'error'`, a code such as `used_token`): the request was not
 * carried out. Anything else (a socket error, a timeout, a proxy's page that is not JSON) leaves the outcome unknown.
 */
function gatewayError(error: unknown): PaymentGatewayError | PaymentGatewayUnavailable {
  const answer = error as { object?: unknown; code?: unknown; message?: unknown } | null;
  if (answer && answer.object === 'error' && typeof answer.code === 'string')
    return new PaymentGatewayError(answer.code, typeof answer.message === 'string' ? answer.message : answer.code);
  return new PaymentGatewayUnavailable(error instanceof Error ? error.message : String(error).slice(0, 200));
}

async function call<T>(request: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Omise within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS);
  });
  try {
    return await Promise.race([request(), timeout]);
  } catch (error) {
    throw gatewayError(error);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Omise through the official `omise` package. The package cannot send Omise's Idempotency-Key header, so
 * at-most-once charging per order is guaranteed on our side: the order stream is appended with
 * 'no_stream' before charging (see command-api's payment flow), and the order id travels in the charge
 * metadata, so a return is matched to its order and a charge request that got no answer is looked up
 * (`findChargeByOrder`) before anything charges that order again.
 */
export class OmisePaymentGateway implements PaymentGateway {
  readonly kind = 'omise' as const;
  private readonly client: ReturnType<typeof omise>;

  /** `endpoint` points the client at another Omise-compatible host (tests run a local one); default api.omise.co. */
  constructor(keys: { publicKey: string; secretKey: string }, endpoint?: { host: string; scheme: 'http' | 'https' }) {
    this.client = omise({ publicKey: keys.publicKey, secretKey: keys.secretKey, ...endpoint } as Parameters<typeof omise>[0]);
  }

  async createCustomer(input: { email: string; description: string; cardToken: string }) {
    const customer = await call(() =>
      this.client.customers.create({ email: input.email, description: input.description, card: input.cardToken }),
    );
    const cards = (customer.cards as typeof customer.cards | undefined)?.data ?? [];
    const card = cards.find((saved) => saved.id === customer.default_card) ?? cards[0];
    return { customerId: customer.id, lastDigits: card?.last_digits ?? null };
  }

  async createCharge(request: CreateChargeRequest): Promise<Charge> {
    const charge = await call(() =>
      this.client.charges.create({
        amount: request.amount,
        currency: 'jpy',
        description: request.description,
        ...(request.customerId ? { customer: request.customerId } : { card: request.cardToken }),
        return_uri: request.returnUri,
        metadata: { order_id: request.orderId },
      }),
    );
    return toCharge(charge);
  }

  async retrieveCharge(chargeId: string): Promise<Charge> {
    return toCharge(await call(() => this.client.charges.retrieve(chargeId)));
  }

  /** GET /charges from `since`, newest first, page by page: the charge whose metadata names the order. */
  async findChargeByOrder(orderId: string, since: Date): Promise<Charge | null> {
    for (let page = 0; page < LIST_PAGES; page++) {
      const list = await call(() =>
        this.client.charges.list({ from: since.toISOString(), order: 'reverse_chronological', limit: LIST_PAGE, offset: page * LIST_PAGE }),
      );
      const charges = list.data as OmiseCharge[];
      const found = charges.find((charge) => charge.metadata?.['order_id'] === orderId);
      if (found) return toCharge(found);
      if (charges.length < LIST_PAGE) return null;
    }
    throw new PaymentGatewayUnavailable(
      `more than ${LIST_PAGE * LIST_PAGES} charges since ${since.toISOString()}: order ${orderId} not found`,
    );
  }
}
