import { describe, expect, it } from 'vitest';
import { passesCheckDigit } from '../../src/payments/card-checks';
import type { PaymentGatewayError } from '../../src/payments/port';
import { InvalidCardError, SandboxPaymentGateway } from '../../src/payments/sandbox-gateway';
import { SANDBOX_FAILING_CARDS, SANDBOX_SUCCESS_CARDS } from '../../src/payments/test-cards';

/*
 * The sandbox behaves like Omise's test mode for every documented test card and every check Omise's vault
 * makes before a token exists. The clock is fixed: 2026-11-23 in Japan.
 */
const now = () => new Date('2026-11-23T03:00:00.000Z');
const gateway = () => new SandboxPaymentGateway('https://app.example.jp/api/v1/payments/sandbox/authorize', now);
const card = (
  number: string,
  overrides: Partial<{ expirationMonth: number; expirationYear: number; securityCode: string; name: string }> = {},
) => ({
  number,
  name: 'TARO YAMADA',
  expirationMonth: 12,
  expirationYear: 2030,
  securityCode: '123',
  ...overrides,
});
let order = 0;
const charge = (g: SandboxPaymentGateway, number: string) =>
  g.createCharge({
    orderId: `order-${++order}`,
    amount: 16500,
    description: 'plan',
    cardToken: g.createToken(card(number)),
    returnUri: 'https://app.example.jp/omise-callback',
  });

describe('sandbox test cards', () => {
  it('knows every documented card, and each documented number passes the check digit', () => {
    expect(Object.keys(SANDBOX_SUCCESS_CARDS)).toHaveLength(9);
    expect(Object.keys(SANDBOX_FAILING_CARDS)).toHaveLength(17);
    for (const number of [...Object.keys(SANDBOX_SUCCESS_CARDS), ...Object.keys(SANDBOX_FAILING_CARDS)])
      expect(passesCheckDigit(number), number).toBe(true);
  });

  it.each(Object.entries(SANDBOX_SUCCESS_CARDS).filter(([number]) => number !== '5555555555554444'))(
    '%s (%s) is charged',
    async (number) => {
      expect(await charge(gateway(), number)).toMatchObject({ status: 'successful', amount: 16500, failureCode: null, authorizeUri: null });
    },
  );

  it('5555 5555 5555 4444 asks for 3-D Secure, and the buyer answer settles the charge', async () => {
    const g = gateway();
    const pending = await charge(g, '5555555555554444');
    expect(pending).toMatchObject({
      status: 'pending',
      authorizeUri: `https://app.example.jp/api/v1/payments/sandbox/authorize/${pending.id}`,
    });
    expect(g.completeAuthorization(pending.id, 'successful')).toBe('https://app.example.jp/omise-callback');
    expect(await g.retrieveCharge(pending.id)).toMatchObject({ status: 'successful', failureCode: null });
    const refused = await charge(g, '5555555555554444');
    g.completeAuthorization(refused.id, 'failed');
    expect(await g.retrieveCharge(refused.id)).toMatchObject({ status: 'failed', failureCode: 'failed_3ds' });
  });

  it.each(Object.entries(SANDBOX_FAILING_CARDS))('%s fails with %s', async (number, failureCode) => {
    expect(await charge(gateway(), number)).toMatchObject({ status: 'failed', failureCode, authorizeUri: null });
  });
});

describe("the vault's checks before a token", () => {
  const refusal = (input: ReturnType<typeof card>) => {
    try {
      gateway().createToken(input);
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidCardError);
      expect((error as PaymentGatewayError).code).toBe('invalid_card');
      return (error as InvalidCardError).problems;
    }
    throw new Error('the card was accepted');
  };

  it('accepts a good card, spaced as printed, expiring this very month', () => {
    expect(gateway().createToken(card('4242 4242 4242 4242', { expirationMonth: 11, expirationYear: 2026 }))).toMatch(/^tokn_test_/);
  });

  it.each([
    ['a wrong check digit', card('4242424242424241'), [{ field: 'number', message: 'number is invalid' }]],
    ['too short a number', card('42424242'), [{ field: 'number', message: 'number is invalid' }]],
    [
      'an expiry in the past (01/20)',
      card('4242424242424242', { expirationMonth: 1, expirationYear: 2020 }),
      [{ field: 'expirationYear', message: 'expiration date cannot be in the past' }],
    ],
    [
      'last month',
      card('4242424242424242', { expirationMonth: 10, expirationYear: 2026 }),
      [{ field: 'expirationYear', message: 'expiration date cannot be in the past' }],
    ],
    [
      'month 13',
      card('4242424242424242', { expirationMonth: 13 }),
      [{ field: 'expirationMonth', message: 'expiration month is not between 1 and 12' }],
    ],
    [
      'a two-digit security code',
      card('4242424242424242', { securityCode: '12' }),
      [{ field: 'securityCode', message: 'security code is invalid' }],
    ],
    ['no name', card('4242424242424242', { name: ' ' }), [{ field: 'name', message: 'name is required' }]],
  ])('refuses %s', (_what, input, problems) => {
    expect(refusal(input)).toEqual(problems);
  });

  it('names every problem of a card at once', () => {
    expect(
      refusal(card('1234567812345678', { expirationMonth: 1, expirationYear: 2020, securityCode: 'abc' })).map((p) => p.field),
    ).toEqual(['number', 'expirationYear', 'securityCode']);
  });

  it('takes a token once, and answers one charge per order', async () => {
    const g = gateway();
    const token = g.createToken(card('4242424242424242'));
    const first = await g.createCharge({
      orderId: 'same-order',
      amount: 100,
      description: 'x',
      cardToken: token,
      returnUri: 'https://app.example.jp/r',
    });
    const again = await g.createCharge({
      orderId: 'same-order',
      amount: 100,
      description: 'x',
      cardToken: token,
      returnUri: 'https://app.example.jp/r',
    });
    expect(again).toEqual(first);
    await expect(
      g.createCharge({ orderId: 'other', amount: 100, description: 'x', cardToken: token, returnUri: 'https://app.example.jp/r' }),
    ).rejects.toMatchObject({
      code: 'used_token',
    });
  });
});
