import { describe, expect, it } from 'vitest';
import { SandboxPaymentGateway } from '../../src/payments';

/** Issue 19 item 10: the sandbox's 3-D Secure page redirects only to the app's own origin (where the page itself is served). */
describe('sandbox 3-D Secure return URI', () => {
  const gateway = new SandboxPaymentGateway('https://app.example.jp/api/v1/payments/sandbox/authorize');
  const card = { number: '5555555555554444', name: 'TARO YAMADA', expirationMonth: 12, expirationYear: 2030, securityCode: '123' };
  let order = 0;
  const charge = (returnUri: string) =>
    gateway.createCharge({
      orderId: `order-${++order}`,
      amount: 6000,
      description: 'plan',
      cardToken: gateway.createToken(card),
      returnUri,
    });

  it('a return URI on the app origin is taken and is where the completed page redirects', async () => {
    const pending = await charge('https://app.example.jp/omise-callback');
    expect(pending.status).toBe('pending');
    expect(gateway.completeAuthorization(pending.id, 'successful')).toBe('https://app.example.jp/omise-callback');
  });

  it.each([
    'https://evil.example/steal',
    'https://app.example.jp.evil.example/omise-callback',
    'http://app.example.jp/omise-callback',
    'https://app.example.jp:8443/omise-callback',
    'javascript:alert(1)',
    '/omise-callback',
  ])('refuses %s without using up the card token', async (returnUri) => {
    const cardToken = gateway.createToken(card);
    const request = { orderId: `order-${++order}`, amount: 6000, description: 'plan', cardToken };
    await expect(gateway.createCharge({ ...request, returnUri })).rejects.toMatchObject({ code: 'invalid_return_uri' });
    const rightful = await gateway.createCharge({ ...request, returnUri: 'https://app.example.jp/omise-callback' });
    expect(rightful.status).toBe('pending');
  });
});
