import { PaymentGatewayUnavailable, type Charge, type CreateChargeRequest } from '../payments/port';
import { SandboxPaymentGateway } from '../payments/sandbox-gateway';

/**
 * The sandbox, except that the answer to a chosen charge request is lost on the way back, as when a connection
 * drops after Omise has charged the card: the charge exists, the caller gets `PaymentGatewayUnavailable`. It also
 * counts the charge requests per order, because Omise (unlike the sandbox) charges again on a second request.
 */
export class AnswerLosingGateway extends SandboxPaymentGateway {
  private readonly losing = new Set<string>();
  private loseNext = false;
  readonly chargeRequests = new Map<string, number>();

  /** The next charge request's answer is lost (whatever its order). */
  loseNextAnswer(): void {
    this.loseNext = true;
  }

  /** The answer to the first charge request whose order id starts with `orderIdPrefix` is lost. */
  loseAnswerFor(orderIdPrefix: string): void {
    this.losing.add(orderIdPrefix);
  }

  override async createCharge(request: CreateChargeRequest): Promise<Charge> {
    this.chargeRequests.set(request.orderId, (this.chargeRequests.get(request.orderId) ?? 0) + 1);
    const charge = await super.createCharge(request);
    const prefix = [...this.losing].find((p) => request.orderId.startsWith(p));
    if (prefix !== undefined || this.loseNext) {
      this.loseNext = false;
      if (prefix !== undefined) this.losing.delete(prefix);
      throw new PaymentGatewayUnavailable('socket hang up');
    }
    return charge;
  }

  /** Charge requests sent for orders whose id starts with `orderIdPrefix`. */
  requestsFor(orderIdPrefix: string): number {
    let count = 0;
    for (const [orderId, n] of this.chargeRequests) if (orderId.startsWith(orderIdPrefix)) count += n;
    return count;
  }
}
