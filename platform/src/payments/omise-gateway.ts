import omise from 'omise';
import { PaymentGatewayError, type Charge, type ChargeStatus, type CreateChargeRequest, type PaymentGateway } from './port';

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

function gatewayError(error: unknown): PaymentGatewayError {
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : 'gateway_error';
  return new PaymentGatewayError(code, error instanceof Error ? error.message : String(error));
}

/**
 * Omise through the official `omise` package. The package cannot send Omise's Idempotency-Key header, so
 * at-most-once charging per order is guaranteed on our side: the order stream is appended with
 * 'no_stream' before charging (see command-api's payment flow), and the order id travels in the charge
 * metadata so a return is matched to its order.
 */
export class OmisePaymentGateway implements PaymentGateway {
  readonly kind = 'omise' as const;
  private readonly client: ReturnType<typeof omise>;

  /** `endpoint` points the client at another Omise-compatible host (tests run a local one); default api.omise.co. */
  constructor(keys: { publicKey: string; secretKey: string }, endpoint?: { host: string; scheme: 'http' | 'https' }) {
    this.client = omise({ publicKey: keys.publicKey, secretKey: keys.secretKey, ...endpoint } as Parameters<typeof omise>[0]);
  }

  async createCustomer(input: { email: string; description: string; cardToken: string }) {
    try {
      const customer = await this.client.customers.create({ email: input.email, description: input.description, card: input.cardToken });
      return { customerId: customer.id };
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async createCharge(request: CreateChargeRequest): Promise<Charge> {
    try {
      const charge = await this.client.charges.create({
        amount: request.amount,
        currency: 'jpy',
        description: request.description,
        ...(request.customerId ? { customer: request.customerId } : { card: request.cardToken }),
        return_uri: request.returnUri,
        metadata: { order_id: request.orderId },
      });
      return toCharge(charge);
    } catch (error) {
      throw gatewayError(error);
    }
  }

  async retrieveCharge(chargeId: string): Promise<Charge> {
    try {
      return toCharge(await this.client.charges.retrieve(chargeId));
    } catch (error) {
      throw gatewayError(error);
    }
  }
}
