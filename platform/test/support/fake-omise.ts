import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import net, { type AddressInfo } from 'node:net';

/*
 * A local stand-in for Omise's API (docs.omise.co: charges, customers, lists, error objects) with a test account's
 * behaviour: the documented test card 4242 4242 4242 4242 succeeds, 4111 1111 1114 0011 fails with
 * insufficient_fund, and 5555 5555 5555 4444 asks for 3-D Secure (pending with an authorize_uri until the buyer
 * answers). Tokens (made by Omise.js in the browser, on the vault) are issued by `token()`; each is single-use.
 * The `omise` package connects to its host on the scheme's default port, so while the fake runs every plain-HTTP
 * connection of the process goes to it.
 */
const DECLINED: Readonly<Record<string, string>> = { '4111111111140011': 'insufficient_fund' };
const THREE_D_SECURE = new Set(['5555555555554444']);

interface OmiseChargeObject {
  object: 'charge';
  id: string;
  livemode: false;
  amount: number;
  currency: 'JPY';
  description: string | null;
  status: 'pending' | 'successful' | 'failed';
  authorize_uri: string | null;
  return_uri: string | null;
  failure_code: string | null;
  failure_message: string | null;
  customer: string | null;
  metadata: Record<string, unknown>;
  created_at: string;
}

export interface FakeOmise {
  /** A one-time card token, as Omise.js answers it. */
  token(cardNumber: string): string;
  /** The buyer's answer on the 3-D Secure page of a pending charge. */
  authorize(chargeId: string, outcome: 'successful' | 'failed'): void;
  close(): Promise<void>;
}

const newId = (prefix: string) => `${prefix}_test_${randomBytes(8).toString('hex')}`;
const omiseError = (status: number, code: string, message: string) => ({
  status,
  body: { object: 'error', location: `https://www.omise.co/api-errors#${code}`, code, message },
});

export async function startFakeOmise(clock: () => Date = () => new Date()): Promise<FakeOmise> {
  const tokens = new Map<string, { card: string; used: boolean }>();
  const customers = new Map<string, string>();
  const charges: OmiseChargeObject[] = [];

  const useToken = (id: unknown): string | { status: number; body: unknown } => {
    const token = typeof id === 'string' ? tokens.get(id) : undefined;
    if (!token) return omiseError(404, 'not_found', `token ${String(id)} was not found`);
    if (token.used) return omiseError(400, 'used_token', 'token was already used');
    token.used = true;
    return token.card;
  };

  const answer = (method: string, url: URL, body: Record<string, unknown>): { status: number; body: unknown } => {
    if (method === 'POST' && url.pathname === '/customers') {
      const card = useToken(body.card);
      if (typeof card !== 'string') return card;
      const id = newId('cust');
      customers.set(id, card);
      return { status: 200, body: { object: 'customer', id, livemode: false, email: body.email, description: body.description } };
    }
    if (method === 'POST' && url.pathname === '/charges') {
      const card = typeof body.customer === 'string' ? customers.get(body.customer) : useToken(body.card);
      if (card === undefined) return omiseError(404, 'not_found', `customer ${String(body.customer)} was not found`);
      if (typeof card !== 'string') return card;
      const failure = DECLINED[card] ?? null;
      const id = newId('chrg');
      const pending = !failure && THREE_D_SECURE.has(card);
      const charge: OmiseChargeObject = {
        object: 'charge',
        id,
        livemode: false,
        amount: Number(body.amount),
        currency: 'JPY',
        description: typeof body.description === 'string' ? body.description : null,
        status: failure ? 'failed' : pending ? 'pending' : 'successful',
        authorize_uri: pending ? `https://api.omise.co/payments/paym_${id}/authorize` : null,
        return_uri: typeof body.return_uri === 'string' ? body.return_uri : null,
        failure_code: failure,
        failure_message: failure ? 'insufficient funds in the account or the card has reached the credit limit' : null,
        customer: typeof body.customer === 'string' ? body.customer : null,
        metadata: (body.metadata as Record<string, unknown>) ?? {},
        created_at: clock().toISOString(),
      };
      charges.push(charge);
      return { status: 200, body: charge };
    }
    const one = /^\/charges\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && one) {
      const charge = charges.find((c) => c.id === one[1]);
      return charge ? { status: 200, body: charge } : omiseError(404, 'not_found', `charge ${one[1]} was not found`);
    }
    if (method === 'GET' && url.pathname === '/charges') {
      const from = url.searchParams.get('from') ?? '1970-01-01T00:00:00Z';
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const since = charges.filter((c) => Date.parse(c.created_at) >= Date.parse(from));
      const ordered = url.searchParams.get('order') === 'reverse_chronological' ? [...since].reverse() : since;
      const data = ordered.slice(offset, offset + limit);
      return { status: 200, body: { object: 'list', from, to: clock().toISOString(), offset, limit, total: since.length, data } };
    }
    return omiseError(404, 'not_found', `${method} ${url.pathname} is not an API of this fake`);
  };

  const server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const { status, body } = answer(req.method!, new URL(req.url!, 'http://omise.local'), raw ? JSON.parse(raw) : {});
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const originalAgent = http.globalAgent;
  const agent = new http.Agent();
  (agent as unknown as { createConnection: () => net.Socket }).createConnection = () => net.connect(port, '127.0.0.1');
  http.globalAgent = agent;

  return {
    token(cardNumber) {
      const id = newId('tokn');
      tokens.set(id, { card: cardNumber.replace(/\D/g, ''), used: false });
      return id;
    },
    authorize(chargeId, outcome) {
      const charge = charges.find((c) => c.id === chargeId);
      if (!charge || charge.status !== 'pending') return;
      Object.assign(charge, outcome === 'successful' ? { status: 'successful' } : { status: 'failed', failure_code: 'failed_3ds' });
    },
    async close() {
      http.globalAgent = originalAgent;
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
