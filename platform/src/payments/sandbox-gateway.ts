import { randomBytes } from 'node:crypto';
import { PaymentGatewayError, type Charge, type CreateChargeRequest, type PaymentGateway } from './port';
import { isOnOrigin } from './return-uri';
import { cardProblems, type CardInput, type CardProblem } from './card-checks';
import { SANDBOX_FAILING_CARDS, SANDBOX_THREE_D_SECURE_CARDS } from './test-cards';

export type SandboxCard = CardInput;

/** A card Omise's vault would refuse: each problem names the field and Omise's message. */
export class InvalidCardError extends PaymentGatewayError {
  constructor(readonly problems: readonly CardProblem[]) {
    super('invalid_card', problems.map((problem) => problem.message).join(', '));
  }
}

interface StoredCharge extends Charge {
  returnUri: string;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(9).toString('hex')}`;

/**
 * A payment gateway that behaves like Omise's test mode, in memory (one process: the local profile and
 * tests). Tokens are single-use like Omise's; a charge per order id is created once and returned again
 * for the same order (idempotency); a 3-D Secure card answers 'pending' with an authorize URI on our own
 * sandbox page, which completes the charge and redirects to the return URI. That page is served by the app
 * (PUBLIC_URL), so a return URI must be on the same origin as the page: nothing else is ever redirected to.
 */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly kind = 'sandbox' as const;
  private readonly tokens = new Map<string, { card: SandboxCard; used: boolean }>();
  private readonly customers = new Map<string, SandboxCard>();
  private readonly charges = new Map<string, StoredCharge>();
  private readonly chargeByOrder = new Map<string, string>();

  /**
   * @param authorizeBaseUrl URL of the sandbox 3-D Secure page; the charge id is appended.
   * @param now the clock a card's expiry is checked against (the card's month in Japan time).
   */
  constructor(
    private readonly authorizeBaseUrl: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** What Omise.js does in the browser: card details in, one-time token out; refused as Omise's vault refuses. */
  createToken(card: SandboxCard): string {
    const [year, month] = japanMonthOf(this.now());
    const problems = cardProblems(card, { year, month });
    if (problems.length > 0) throw new InvalidCardError(problems);
    const number = card.number.replace(/\D/g, '');
    const id = newId('tokn');
    this.tokens.set(id, { card: { ...card, number }, used: false });
    return id;
  }

  async createCustomer(input: { email: string; description: string; cardToken: string }) {
    const card = this.useToken(input.cardToken);
    const customerId = newId('cust');
    this.customers.set(customerId, card);
    return { customerId, lastDigits: card.number.slice(-4) };
  }

  async createCharge(request: CreateChargeRequest): Promise<Charge> {
    const existing = this.chargeByOrder.get(request.orderId);
    if (existing) return this.view(this.charges.get(existing)!);
    const token = request.customerId ? undefined : request.cardToken ? this.validToken(request.cardToken) : undefined;
    const card = request.customerId ? this.customers.get(request.customerId) : token?.card;
    if (!card) throw new PaymentGatewayError('invalid_card', 'no card or customer');
    const failureCode = SANDBOX_FAILING_CARDS[card.number] ?? null;
    const needs3ds = !failureCode && SANDBOX_THREE_D_SECURE_CARDS.has(card.number);
    // Only a 3-D Secure charge sends the buyer back (renewals charge saved cards off-session with no return URI).
    if (needs3ds && !isOnOrigin(request.returnUri, this.authorizeBaseUrl))
      throw new PaymentGatewayError('invalid_return_uri', "return_uri is not on the app's origin");
    if (token) token.used = true;
    const id = newId('chrg');
    const charge: StoredCharge = {
      id,
      amount: request.amount,
      status: failureCode ? 'failed' : needs3ds ? 'pending' : 'successful',
      authorizeUri: needs3ds ? `${this.authorizeBaseUrl}/${id}` : null,
      failureCode,
      orderId: request.orderId,
      returnUri: request.returnUri,
    };
    this.charges.set(id, charge);
    this.chargeByOrder.set(request.orderId, id);
    return this.view(charge);
  }

  async retrieveCharge(chargeId: string): Promise<Charge> {
    const charge = this.charges.get(chargeId);
    if (!charge) throw new PaymentGatewayError('not_found', 'charge was not found');
    return this.view(charge);
  }

  async findChargeByOrder(orderId: string, _since: Date): Promise<Charge | null> {
    const id = this.chargeByOrder.get(orderId);
    return id ? this.view(this.charges.get(id)!) : null;
  }

  /**
   * The buyer's answer on the sandbox 3-D Secure page. Returns where to redirect (the charge's return URI),
   * or undefined for an unknown charge. A charge already settled keeps its outcome.
   */
  completeAuthorization(chargeId: string, outcome: 'successful' | 'failed'): string | undefined {
    const charge = this.charges.get(chargeId);
    if (!charge) return undefined;
    if (charge.status === 'pending') {
      charge.status = outcome;
      charge.failureCode = outcome === 'failed' ? 'failed_3ds' : null;
    }
    return charge.returnUri;
  }

  private useToken(tokenId: string): SandboxCard {
    const token = this.validToken(tokenId);
    token.used = true;
    return token.card;
  }

  private validToken(tokenId: string): { card: SandboxCard; used: boolean } {
    const token = this.tokens.get(tokenId);
    if (!token) throw new PaymentGatewayError('invalid_card', 'token was not found');
    if (token.used) throw new PaymentGatewayError('used_token', 'token was already used');
    return token;
  }

  /** As Omise's adapter reads a charge: the authorize page only while the buyer still has to answer it. */
  private view({ returnUri: _returnUri, ...charge }: StoredCharge): Charge {
    return { ...charge, authorizeUri: charge.status === 'pending' ? charge.authorizeUri : null };
  }
}

/** Year and month in Japan time (UTC+9, no daylight saving): when a card issued in Japan expires. */
function japanMonthOf(date: Date): [number, number] {
  const japan = new Date(date.getTime() + 9 * 3_600_000);
  return [japan.getUTCFullYear(), japan.getUTCMonth() + 1];
}
