import { PaymentGatewayUnavailable, type Charge, type CreateChargeRequest } from '../payments/port';
import { SandboxPaymentGateway } from '../payments/sandbox-gateway';

/**
 * The sandbox, except that the answer to a chosen charge request is lost on the way back, as when a connection
 * drops after Omise has charged the card (the charge exists, the caller gets `PaymentGatewayUnavailable`), or the
 * request itself is lost (no charge, the same error). It also
 * counts the charge requests per order, because Omise (unlike the sandbox) charges again on a second request.
 */
export class AnswerLosingGateway extends SandboxPaymentGateway {
  private readonly losing = new Set<string>();
  private loseNext: 'answer' | 'request' | null = null;
  readonly chargeRequests = new Map<string, number>();
  /** Charge requests lost on their way to the provider (loseNextRequest), which never reached it. */
  lostRequests = 0;

  /** The next charge request's answer is lost (whatever its order): the card is charged. */
  loseNextAnswer(): void {
    this.loseNext = 'answer';
  }

  /** The next charge request is lost on its way to the provider: no answer, and no charge. */
  loseNextRequest(): void {
    this.loseNext = 'request';
  }

  /** The answer to the first charge request whose order id starts with `orderIdPrefix` is lost. */
  loseAnswerFor(orderIdPrefix: string): void {
    this.losing.add(orderIdPrefix);
  }

  override async createCharge(request: CreateChargeRequest): Promise<Charge> {
    const lose = this.loseNext;
    this.loseNext = null;
    if (lose === 'request') {
      this.lostRequests += 1;
      throw new PaymentGatewayUnavailable('connect ETIMEDOUT');
    }
    this.chargeRequests.set(request.orderId, (this.chargeRequests.get(request.orderId) ?? 0) + 1);
    const charge = await super.createCharge(request);
    const prefix = [...this.losing].find((p) => request.orderId.startsWith(p));
    if (prefix !== undefined) this.losing.delete(prefix);
    if (prefix !== undefined || lose === 'answer') throw new PaymentGatewayUnavailable('socket hang up');
    return charge;
  }

  /** Charge requests sent for orders whose id starts with `orderIdPrefix`. */
  requestsFor(orderIdPrefix: string): number {
    let count = 0;
    for (const [orderId, n] of this.chargeRequests) if (orderId.startsWith(orderIdPrefix)) count += n;
    return count;
  }
}
