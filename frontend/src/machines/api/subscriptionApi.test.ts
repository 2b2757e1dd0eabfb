import { ErrorKeys } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { createSandboxCardTokenizer } from './cardTokenizer';
import { errorKeyOf } from './errorKey';
import { createSubscriptionApi } from './subscriptionApi';
import { ApiClient } from '../../api/apiClient';
import { ApiError } from '../../api/apiError';
import { documentCookieJar } from '../../session/cookies';
import { SessionStore } from '../../session/sessionStore';

/** The app's one HTTP client over a recorded fetch, signed in with `token` (or signed out). */
function clientWith(fetchFn: typeof fetch, token: string | null) {
  const session = new SessionStore(documentCookieJar());
  session.clear();
  if (token) session.start({ _id: 'u1', userType: 2, redirectPage: '/user' }, { token, refreshToken: 'refresh-1' });
  const client = new ApiClient({ session, fetch: fetchFn, audience: () => 'manager', onSessionLost: () => undefined });
  return { client, session };
}

interface Recorded {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: unknown;
}

/** A stand-in for the browser's fetch that answers from a table and records what was asked. */
function recordingFetch(answer: (url: string) => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = String(input);
    requests.push({
      url,
      method: init?.method,
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const { status, body } = answer(url);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { requests, fetchFn };
}

const quote = {
  monthlyDeviceCost: 1,
  monthlyCarCost: 1,
  monthlySubscriptionAmount: 2,
  deviceAmount: 1,
  carAmount: 1,
  totalAmount: 2,
  discountAmount: 0,
};

describe('subscription API over the app client', () => {
  it('posts to relative /api/v1 paths with the JWT header read on each call', async () => {
    const { requests, fetchFn } = recordingFetch(() => ({
      status: 200,
      body: { operation: 'success', data: quote },
    }));
    const { client, session } = clientWith(fetchFn, 'first');
    const api = createSubscriptionApi(client);
    expect(await api.quote({ carCount: 1, deviceCount: 1, paymentSchedule: 'monthly' })).toEqual(quote);
    session.start({ _id: 'u1', userType: 2, redirectPage: '/user' }, { token: 'second', refreshToken: 'refresh-2' });
    await api.quote({ carCount: 2, deviceCount: 1, paymentSchedule: 'yearly' });
    expect(requests.map((r) => [r.method, r.url, r.headers.Authorization])).toEqual([
      ['POST', '/api/v1/subscription/calc', 'JWT first'],
      ['POST', '/api/v1/subscription/calc', 'JWT second'],
    ]);
    expect(requests[1]?.body).toEqual({ carCount: 2, deviceCount: 1, paymentSchedule: 'yearly' });
  });

  it('turns an error body into an ApiError carrying the spec key', async () => {
    const { fetchFn } = recordingFetch(() => ({
      status: 422,
      body: { operation: 'error', error: { key: 'COMSPlanOnlyIncrease', status: 422 } },
    }));
    const api = createSubscriptionApi(clientWith(fetchFn, 't').client);
    const failure = await api
      .submitPlan('update', { company: 'c', carCount: 1, deviceCount: 1, paymentSchedule: 'monthly' })
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(errorKeyOf(failure)).toBe(ErrorKeys.PlanOnlyIncrease);
    expect(errorKeyOf(new Error('network down'))).toBe(ErrorKeys.GenericErrorBody);
  });

  it('reads the 3-D Secure answer of omise-verified and sends no token header when signed out', async () => {
    const { requests, fetchFn } = recordingFetch(() => ({
      status: 202,
      body: {
        operation: 'success',
        data: { status: 'pending', chargeId: 'chrg_1', authorizeUri: 'https://pay.example/authorize/chrg_1' },
      },
    }));
    const api = createSubscriptionApi(clientWith(fetchFn, null).client);
    const outcome = await api.payByCard({
      company: 'c',
      carCount: 1,
      deviceCount: 1,
      paymentSchedule: 'monthly',
      cardToken: 'tok',
    });
    expect(outcome).toEqual({
      status: 'pending',
      chargeId: 'chrg_1',
      authorizeUri: 'https://pay.example/authorize/chrg_1',
    });
    expect(requests[0]?.url).toBe('/api/v1/subscription/omise-verified');
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('tokenises a card against the sandbox vault with month and four-digit year', async () => {
    const { requests, fetchFn } = recordingFetch(() => ({
      status: 201,
      body: { object: 'token', id: 'tokn_1' },
    }));
    const cards = createSandboxCardTokenizer(clientWith(fetchFn, 't').client);
    const token = await cards.tokenize({
      cardNumber: '4242424242424242',
      nameOnCard: 'A B',
      expirationDate: '07/31',
      CVV: '123',
      terms: true,
    });
    expect(token).toBe('tokn_1');
    expect(requests[0]?.url).toBe('/api/v1/payments/sandbox/tokens');
    expect(requests[0]?.body).toEqual({
      number: '4242424242424242',
      name: 'A B',
      expirationMonth: 7,
      expirationYear: 2031,
      securityCode: '123',
    });
  });
});
