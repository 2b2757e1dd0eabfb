import type { CurrentUser, Subscription } from '@fleetcheck/contracts';

/**
 * A stand-in for the subscription endpoints the screens call, recording what they were asked. Its own answers
 * (the profile, 404 for anything not set) are held to the real server's by deploy/test/contract/frontend-fakes.test.ts;
 * the answers a test sets take them from ./subscriptionAnswers, each held by frontend-subscription-answers.test.ts.
 */
export class FakeSubscriptionServer {
  readonly calls: { method: string; url: string; body: unknown }[] = [];
  subscription: Subscription | null = null;
  /** Answers by `METHOD path` (from ./subscriptionAnswers); anything else is 404. */
  readonly answers = new Map<string, { status: number; body: unknown }>();

  user(): CurrentUser {
    return {
      _id: 'm1',
      username: 'owner',
      firstName: 'Ken',
      lastName: 'Ito',
      spellingFirstName: 'ケン',
      spellingLastName: 'イトウ',
      language: 'en',
      mobile: '09011112222',
      email: 'owner@example.com',
      userType: 2,
      company: { _id: 'c1', name: 'A運輸' },
      subscription: this.subscription,
      image: null,
      redirectPage: this.subscription ? '/user' : '/user/company',
      reportMails: { monthlyRecordBook: true, weeklySummary: true },
    };
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    this.calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const path = url.replace('/api/v1', '').split('?')[0] ?? '';
    const answer =
      method === 'GET' && path === '/auth/profile'
        ? { status: 200, body: { operation: 'success', data: this.user() } }
        : (this.answers.get(`${method} ${path}`) ?? {
            status: 404,
            body: { operation: 'error', error: { key: 'Errors.NotFound', status: 404 } },
          });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
  };

  posted(path: string) {
    return this.calls.filter((call) => call.method === 'POST' && call.url === `/api/v1${path}`);
  }
}

/** A running card plan as GET /auth/profile answers it, figures included (held to the server by deploy/test/contract/frontend-fakes.test.ts). */
export const activeCardPlan: Subscription = {
  _id: 'c1',
  company: 'c1',
  carCount: 3,
  deviceCount: 2,
  paymentSchedule: 'monthly',
  paymentMethod: 'card',
  status: 'Active',
  startDate: '2026-01-01',
  expiryDate: '2026-12-31',
  totalAmount: 10500,
  carAmount: 4500,
  deviceAmount: 6000,
  createdAt: '2026-01-01T00:00:00.000Z',
  operation: 'create',
  // A card plan keeps its card on file (the sandbox's test card 4242 4242 4242 4242): a plan change offers it.
  cardOnFile: { lastDigits: '4242' },
};
