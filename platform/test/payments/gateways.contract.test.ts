import { OmisePaymentGateway } from '../../src/payments/omise-gateway';
import { SandboxPaymentGateway } from '../../src/payments/sandbox-gateway';
import { startFakeOmise } from '../support/fake-omise';
import { paymentGatewayContract } from './payment-gateway-contract';

paymentGatewayContract('sandbox', async () => {
  const gateway = new SandboxPaymentGateway('http://app.test/payments/sandbox/authorize', () => new Date('2026-03-01T03:00:00.000Z'));
  return {
    gateway,
    token: (number) => gateway.createToken({ number, name: 'TARO YAMADA', expirationMonth: 12, expirationYear: 2030, securityCode: '123' }),
    authorize: (chargeId, outcome) => void gateway.completeAuthorization(chargeId, outcome),
    close: async () => undefined,
  };
});

paymentGatewayContract('Omise adapter against a local Omise', async () => {
  const omise = await startFakeOmise();
  const keys = { publicKey: 'pkey_test_5xuy4w91xqz7d1w9u0t', secretKey: 'skey_test_5xuy4w91xqz7d1w9u0t' };
  return {
    gateway: new OmisePaymentGateway(keys, { host: 'api.omise.test', scheme: 'http' }),
    token: (number) => omise.token(number),
    authorize: (chargeId, outcome) => omise.authorize(chargeId, outcome),
    close: () => omise.close(),
  };
});
