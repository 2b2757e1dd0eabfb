import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError, type PaymentGateway } from '../../src/payments/port';

/** A gateway under test, with what the browser and the buyer do around it. */
export interface GatewayUnderTest {
  gateway: PaymentGateway;
  /** A one-time token for a documented test card (what Omise.js makes in the browser). */
  token(cardNumber: string): string;
  /** The buyer's answer on the 3-D Secure page of a pending charge. */
  authorize(chargeId: string, outcome: 'successful' | 'failed'): void;
  close(): Promise<void>;
}

const SUCCESS = '4242424242424242';
const DECLINED = '4111111111140011';
const THREE_D_SECURE = '5555555555554444';
const RETURN_URI = 'http://app.test/omise-callback';

/**
 * What every payment gateway does (port.ts), figures included: the sandbox must answer as Omise does, so the local
 * profile and the tests that charge it show what production would. Run by the sandbox and by the Omise adapter
 * against a local server that answers as Omise's API documents.
 */
export function paymentGatewayContract(name: string, start: () => Promise<GatewayUnderTest>): void {
  describe(`payment gateway contract: ${name}`, () => {
    let subject: GatewayUnderTest;
    beforeAll(async () => {
      subject = await start();
    });
    afterAll(async () => {
      await subject?.close();
    });
    const order = (orderId: string, amount = 6600) => ({
      orderId,
      amount,
      description: 'FleetCheck 2 cars / 1 device',
      returnUri: RETURN_URI,
    });

    it('charges a card token 6,600 yen at once, and reads the same charge back with its order id', async () => {
      const charge = await subject.gateway.createCharge({ ...order('contract-ok'), cardToken: subject.token(SUCCESS) });
      expect(charge).toEqual({
        id: charge.id,
        amount: 6600,
        status: 'successful',
        authorizeUri: null,
        failureCode: null,
        orderId: 'contract-ok',
      });
      expect(await subject.gateway.retrieveCharge(charge.id)).toEqual(charge);
    });

    it('saves a card as a customer and charges it later, the token then spent', async () => {
      const token = subject.token(SUCCESS);
      const { customerId } = await subject.gateway.createCustomer({
        email: 'billing@example.jp',
        description: 'company c-1',
        cardToken: token,
      });
      expect(await subject.gateway.createCharge({ ...order('contract-renewal', 72600), customerId })).toMatchObject({
        amount: 72600,
        status: 'successful',
        orderId: 'contract-renewal',
      });
      const reused = await subject.gateway.createCharge({ ...order('contract-reuse'), cardToken: token }).catch((e: unknown) => e);
      expect(reused).toBeInstanceOf(PaymentGatewayError);
      expect(reused).toMatchObject({ code: 'used_token' });
    });

    it('answers a declined card as a failed charge of the amount with the failure code insufficient_fund', async () => {
      const charge = await subject.gateway.createCharge({ ...order('contract-declined', 3300), cardToken: subject.token(DECLINED) });
      expect(charge).toEqual({
        id: charge.id,
        amount: 3300,
        status: 'failed',
        authorizeUri: null,
        failureCode: 'insufficient_fund',
        orderId: 'contract-declined',
      });
    });

    it('holds a 3-D Secure charge pending with its authorize page, then reads the buyer’s answer from the provider', async () => {
      const pending = await subject.gateway.createCharge({ ...order('contract-3ds'), cardToken: subject.token(THREE_D_SECURE) });
      expect(pending).toMatchObject({ amount: 6600, status: 'pending', failureCode: null, orderId: 'contract-3ds' });
      expect(pending.authorizeUri).toMatch(/^https?:\/\//);
      subject.authorize(pending.id, 'successful');
      expect(await subject.gateway.retrieveCharge(pending.id)).toEqual({ ...pending, status: 'successful', authorizeUri: null });
    });

    it('finds an order’s charge among those since a time, and none for an order never charged', async () => {
      const since = new Date(Date.now() - 60_000);
      const charge = await subject.gateway.createCharge({ ...order('contract-find'), cardToken: subject.token(SUCCESS) });
      expect(await subject.gateway.findChargeByOrder('contract-find', since)).toEqual(charge);
      expect(await subject.gateway.findChargeByOrder('contract-never', since)).toBeNull();
    });

    it('refuses to read a charge it never made with the error code not_found', async () => {
      const missing = await subject.gateway.retrieveCharge('chrg_test_nosuchcharge').catch((e: unknown) => e);
      expect(missing).toBeInstanceOf(PaymentGatewayError);
      expect(missing).toMatchObject({ code: 'not_found' });
    });
  });
}
