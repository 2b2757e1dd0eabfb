import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OmisePaymentGateway } from '../../src/payments/omise-gateway';
import { PaymentGatewayError, PaymentGatewayUnavailable } from '../../src/payments/port';

/*
 * The Omise adapter against a local HTTP server that answers as Omise's documented API does (charges,
 * customers, error objects): what the adapter sends (path, method, basic auth with the secret key, JSON body,
 * yen amounts, return URI, order id in the metadata) and how it reads each answer and error. The `omise`
 * package connects to its host on the scheme's default port, so the test's agent carries its connections to
 * the local server.
 */
const SECRET = 'skey_test_5xuy4w91xqz7d1w9u0t';
const PUBLIC = 'pkey_test_5xuy4w91xqz7d1w9u0t';
interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: Record<string, unknown> | undefined;
}
const seen: Seen[] = [];
const DROP = Symbol('drop the connection');
let answer: (request: Seen) => { status: number; body: unknown } = () => ({ status: 500, body: 'not set' });
let server: http.Server;
const originalAgent = http.globalAgent;

beforeAll(async () => {
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request: Seen = {
        method: req.method!,
        path: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : undefined,
      };
      seen.push(request);
      const { status, body } = answer(request);
      // The connection drops before any answer (a reset, a crashed proxy): the request may have been carried out.
      if (body === DROP) return void req.socket.destroy();
      res.writeHead(status, { 'content-type': typeof body === 'string' ? 'text/html' : 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  // Every plain-HTTP connection of this test goes to the local server, whatever host and port were asked for.
  const agent = new http.Agent();
  (agent as unknown as { createConnection: () => net.Socket }).createConnection = () => net.connect(port, '127.0.0.1');
  http.globalAgent = agent;
});
afterAll(async () => {
  http.globalAgent = originalAgent;
  await new Promise<void>((resolve) => server.close(() => resolve()));
});
afterEach(() => {
  seen.length = 0;
});

const gateway = () => new OmisePaymentGateway({ publicKey: PUBLIC, secretKey: SECRET }, { host: 'api.omise.test', scheme: 'http' });
const basicAuth = `Basic ${Buffer.from(`${SECRET}:`).toString('base64')}`;
const omiseCharge = (fields: Record<string, unknown>) => ({
  object: 'charge',
  id: 'chrg_test_5xuy4w91xqz7d1w9u0t',
  livemode: false,
  amount: 16500,
  currency: 'JPY',
  status: 'successful',
  authorize_uri: null,
  failure_code: null,
  failure_message: null,
  metadata: { order_id: 'order-1' },
  ...fields,
});
const omiseError = (code: string, message: string) => ({
  object: 'error',
  location: `https://www.omise.co/api-errors#${code}`,
  code,
  message,
});
const request = { orderId: 'order-1', amount: 16500, description: 'FleetCheck plan', returnUri: 'https://app.example.jp/omise-callback' };

describe('Omise adapter', () => {
  it('creates a charge on a saved customer: POST /charges with the secret key, yen amount, return URI and order id', async () => {
    answer = () => ({ status: 200, body: omiseCharge({}) });
    const charge = await gateway().createCharge({ ...request, customerId: 'cust_test_1' });
    expect(seen).toEqual([
      {
        method: 'POST',
        path: '/charges',
        authorization: basicAuth,
        contentType: 'application/json',
        body: {
          amount: 16500,
          currency: 'jpy',
          description: 'FleetCheck plan',
          customer: 'cust_test_1',
          return_uri: 'https://app.example.jp/omise-callback',
          metadata: { order_id: 'order-1' },
        },
      },
    ]);
    expect(charge).toEqual({
      id: 'chrg_test_5xuy4w91xqz7d1w9u0t',
      amount: 16500,
      status: 'successful',
      authorizeUri: null,
      failureCode: null,
      orderId: 'order-1',
    });
  });

  it('charges a one-time card token when no customer is given', async () => {
    answer = () => ({ status: 200, body: omiseCharge({}) });
    await gateway().createCharge({ ...request, cardToken: 'tokn_test_1' });
    expect(seen[0]!.body).toMatchObject({ card: 'tokn_test_1' });
    expect(seen[0]!.body).not.toHaveProperty('customer');
  });

  it('reads a pending 3-D Secure charge with its authorize URI', async () => {
    answer = () => ({
      status: 200,
      body: omiseCharge({ status: 'pending', authorize_uri: 'https://api.omise.co/payments/paym_1/authorize' }),
    });
    expect(await gateway().createCharge({ ...request, customerId: 'cust_test_1' })).toMatchObject({
      status: 'pending',
      authorizeUri: 'https://api.omise.co/payments/paym_1/authorize',
    });
  });

  it('reads a declined charge with its failure code, and a reversed one as failed', async () => {
    answer = () => ({
      status: 200,
      body: omiseCharge({ status: 'failed', failure_code: 'insufficient_fund', failure_message: 'insufficient funds' }),
    });
    expect(await gateway().createCharge({ ...request, customerId: 'cust_test_1' })).toMatchObject({
      status: 'failed',
      failureCode: 'insufficient_fund',
    });
    answer = () => ({ status: 200, body: omiseCharge({ status: 'reversed' }) });
    expect(await gateway().retrieveCharge('chrg_test_1')).toMatchObject({ status: 'failed', failureCode: 'failed' });
    answer = () => ({ status: 200, body: omiseCharge({ status: 'expired', failure_code: null }) });
    expect(await gateway().retrieveCharge('chrg_test_1')).toMatchObject({ status: 'expired', failureCode: 'expired' });
  });

  it('retrieves a charge: GET /charges/{id}, the order id read from the metadata', async () => {
    answer = () => ({ status: 200, body: omiseCharge({ metadata: { order_id: 'order-9' } }) });
    expect(await gateway().retrieveCharge('chrg_test_5xuy4w91xqz7d1w9u0t')).toMatchObject({ orderId: 'order-9' });
    expect(seen).toMatchObject([{ method: 'GET', path: '/charges/chrg_test_5xuy4w91xqz7d1w9u0t', authorization: basicAuth }]);
  });

  it('saves a card as a customer: POST /customers with the e-mail, description and card token; answers its last 4 digits', async () => {
    answer = () => ({
      status: 200,
      body: {
        object: 'customer',
        id: 'cust_test_5xuy4w91xqz7d1w9u0t',
        email: 'boss@example.jp',
        default_card: 'card_test_2',
        cards: { object: 'list', data: [{ object: 'card', id: 'card_test_2', last_digits: '4242', brand: 'Visa' }] },
      },
    });
    expect(await gateway().createCustomer({ email: 'boss@example.jp', description: 'company c-1', cardToken: 'tokn_test_1' })).toEqual({
      customerId: 'cust_test_5xuy4w91xqz7d1w9u0t',
      lastDigits: '4242',
    });
    expect(seen).toMatchObject([
      {
        method: 'POST',
        path: '/customers',
        authorization: basicAuth,
        body: { email: 'boss@example.jp', description: 'company c-1', card: 'tokn_test_1' },
      },
    ]);
  });

  it.each([
    [401, 'authentication_failure', 'authentication failed'],
    [404, 'not_found', 'charge chrg_test_x was not found'],
    [400, 'invalid_card', 'number is invalid and brand not supported (unknown)'],
    [400, 'used_token', 'token was already used'],
  ])('turns an Omise error object (%i %s) into a gateway error with its code', async (status, code, message) => {
    answer = () => ({ status, body: omiseError(code, message) });
    const error = await gateway()
      .retrieveCharge('chrg_test_x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ code });
  });

  it('leaves the outcome unknown, never a decline, when no Omise answer comes: a proxy page or a dropped connection', async () => {
    for (const lost of [
      { status: 502, body: '<html>Bad Gateway</html>' },
      { status: 0, body: DROP },
    ]) {
      answer = () => lost;
      const error = await gateway()
        .createCharge({ ...request, customerId: 'cust_test_1' })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentGatewayUnavailable);
      expect(error).not.toBeInstanceOf(PaymentGatewayError);
    }
  });

  it("finds an order's charge by the order id in its metadata: GET /charges from the given time, newest first, page by page", async () => {
    const page = (offset: number, orders: string[]) => ({
      object: 'list',
      from: '2026-03-01T02:50:00Z',
      to: '2026-03-01T03:00:00Z',
      offset,
      limit: 100,
      total: 150,
      order: 'reverse_chronological',
      data: orders.map((order, i) => omiseCharge({ id: `chrg_test_${offset + i}`, metadata: { order_id: order } })),
    });
    answer = (seenRequest) =>
      seenRequest.path.includes('offset=0')
        ? {
            status: 200,
            body: page(
              0,
              Array.from({ length: 100 }, (_, i) => `other-${i}`),
            ),
          }
        : { status: 200, body: page(100, ['other-100', 'order-7', ...Array.from({ length: 48 }, (_, i) => `other-${i + 101}`)]) };
    const found = await gateway().findChargeByOrder('order-7', new Date('2026-03-01T02:50:00.000Z'));
    expect(found).toMatchObject({ id: 'chrg_test_101', orderId: 'order-7', status: 'successful' });
    expect(seen.map((s) => s.path)).toEqual([
      '/charges?from=2026-03-01T02%3A50%3A00.000Z&order=reverse_chronological&limit=100&offset=0',
      '/charges?from=2026-03-01T02%3A50%3A00.000Z&order=reverse_chronological&limit=100&offset=100',
    ]);
    seen.length = 0;
    // The last page is shorter than a full one: no charge for the order, and no further page asked for.
    expect(await gateway().findChargeByOrder('order-8', new Date('2026-03-01T02:50:00.000Z'))).toBeNull();
    expect(seen).toHaveLength(2);
  });
});
