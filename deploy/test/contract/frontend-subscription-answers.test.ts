import { declineReasonKeys } from '@fleetcheck/domain/payment/decline-reason';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as canned from '../../../frontend/test/fakes/subscriptionAnswers';
import { eventually } from '../support/eventually';
import { platformResources, plan } from '../support/platform-resources';
import { companyBody } from '../support/request-bodies';
import { startSeededSystem, type SeededSystem } from '../support/seeded-system';
import { reading, toFake, toServer, wholeAnswer, type Answer } from './fake-exchange';
import { FakeSubscriptionServer } from '../../../frontend/test/fakes/fakeSubscriptionServer';

/*
 * The answers the sign-up, recovery and subscription unit tests set on FakeSubscriptionServer
 * (frontend/test/fakes/subscriptionAnswers.ts), each held to the real server's answer to the same request:
 * the same status, body shape and error key. Each company is registered for its test (sandbox card gateway).
 */
let sys: SeededSystem;
let made = 0;
const unique = () => `${Date.now().toString(36)}${++made}`;
const resources = () => platformResources(sys, () => adminToken);
let adminToken: string;

beforeAll(async () => {
  sys = await startSeededSystem('subscription-answer-contracts');
  adminToken = (await sys.demoAdmin()).token;
}, 120_000);
afterAll(async () => {
  await sys?.stop();
});

/** What the fake answers when a unit test has set `answer` for `method path`. */
async function fakeAnswer(method: string, path: string, answer: canned.CannedAnswer): Promise<Answer> {
  const fake = new FakeSubscriptionServer();
  fake.answers.set(`${method} ${path}`, answer);
  return toFake(fake.fetch)(method, path, { body: {} });
}
/** The fake's canned answer is the server's: the whole answer, figures and texts, not only its shape. */
const same = async (method: string, path: string, answer: canned.CannedAnswer, real: Answer) =>
  expect.soft(wholeAnswer(await fakeAnswer(method, path, answer)), `${method} ${path}`).toEqual(wholeAnswer(real));

/** A sandbox card token for `number`, valid three years on. */
async function cardToken(number: string): Promise<Answer> {
  const body = { number, name: 'TARO YAMADA', expirationMonth: 12, expirationYear: new Date().getUTCFullYear() + 3, securityCode: '123' };
  return toServer(() => sys)('POST', '/payments/sandbox/tokens', { body });
}

describe("the subscription unit tests' answers are the server's", () => {
  it('price quotes: calc for a signed-in manager, simulationCalc for anyone', async () => {
    const manager = await sys.demoManager();
    const quote = (cars: number, devices: number) => ({ carCount: cars, deviceCount: devices, paymentSchedule: 'monthly' });
    const real = toServer(() => sys, manager.token);
    await same('POST', '/subscription/calc', canned.quoteOf3Cars2Devices, await real('POST', '/subscription/calc', { body: quote(3, 2) }));
    await same('POST', '/subscription/calc', canned.quoteOf2Cars1Device, await real('POST', '/subscription/calc', { body: quote(2, 1) }));
    await same(
      'POST',
      '/subscription/simulationCalc',
      canned.simulationOf2Cars1Device,
      await toServer(() => sys)('POST', '/subscription/simulationCalc', { body: quote(2, 1) }),
    );
  });

  it('sign-up by bank transfer, an increase paid by transfer, and a decrease by an admin', async () => {
    const none = await resources().subscriber('none');
    const real = toServer(() => sys, none.token);
    await same(
      'POST',
      '/subscription/signupwithbanktransfer',
      canned.transferSignUpOf2Cars1Device,
      await real('POST', '/subscription/signupwithbanktransfer', { body: plan(none.company!._id, 2) }),
    );

    const active = await resources().subscriber('active');
    const asActive = toServer(() => sys, active.token);
    const increase = await asActive('POST', '/subscription/update', { body: plan(active.company!._id, 4) });
    await same('POST', '/subscription/update', canned.transferUpdateTo4Cars, increase);
    // An admin changing the plan on the company's behalf (their upgrade path: nothing due by transfer asked).
    const onBehalf = await sys.call('POST', '/auth/getAccessOnBehalf', { token: adminToken, body: { company: active.company!._id } });
    expect(onBehalf.status).toBe(200);
    const byAdmin = await toServer(() => sys, onBehalf.body.data.token)('POST', '/subscription/update', {
      body: plan(active.company!._id, 2),
    });
    await same('POST', '/subscription/update', canned.transferUpdateTo2Cars, byAdmin);
  });

  it('card payments: a token, a paid plan, an increase of a card plan, a cancellation, and declined cards', async () => {
    const token = await cardToken('4242424242424242');
    await same('POST', '/payments/sandbox/tokens', canned.cardToken('tokn_1'), token);

    const company = await resources().subscriber('none');
    const real = toServer(() => sys, company.token);
    const paid = await real('POST', '/subscription/omise-verified', {
      body: { ...plan(company.company!._id, 3), deviceCount: 2, cardToken: token.body.id },
    });
    await same('POST', '/subscription/omise-verified', canned.cardPaid, paid);
    const increase = await real('POST', '/subscription/update', { body: { ...plan(company.company!._id, 4), deviceCount: 2 } });
    await same('POST', '/subscription/update', canned.cardUpdateTo4Cars, increase);

    // Another company on the same card plan (3 cars, 2 devices) cancels it.
    const cancelling = await resources().subscriber('none');
    const asCancelling = toServer(() => sys, cancelling.token);
    const card = (await cardToken('4242424242424242')).body.id as string;
    expect(
      (
        await asCancelling('POST', '/subscription/omise-verified', {
          body: { ...plan(cancelling.company!._id, 3), deviceCount: 2, cardToken: card },
        })
      ).status,
    ).toBe(200);
    const cancellation = { company: cancelling.company!._id, terms: 1, policy: 1, check3: 1, check4: 1, reason: 0 };
    await same(
      'POST',
      '/subscription/cancel',
      canned.cancelledCardPlan,
      await asCancelling('POST', '/subscription/cancel', { body: cancellation }),
    );

    const declined = async (number: string) => {
      const other = await resources().subscriber('none');
      const card = (await cardToken(number)).body.id as string;
      return toServer(() => sys, other.token)('POST', '/subscription/omise-verified', {
        body: { ...plan(other.company!._id, 2), cardToken: card },
      });
    };
    await same('POST', '/subscription/omise-verified', canned.cardDeclinedForFunds, await declined('4111111111140011'));
    // A decline the gateway gives no known reason for: the same refusal, with the key the server falls back to.
    const rejected = await declined('4111111111110014');
    const fallback = await fakeAnswer('POST', '/subscription/omise-verified', canned.cardDeclined);
    expect({ ...reading(fallback), key: undefined }).toEqual({ ...reading(rejected), key: undefined });
    expect(declineReasonKeys).toContain(fallback.body.error.key);
  });

  it("registration, a taken e-mail, a password reset by mail, and the company's profile", async () => {
    const anyone = toServer(() => sys);
    const register = (domain: string) =>
      anyone('POST', '/auth/register', {
        body: {
          company: companyBody(`Answers ${domain}`, domain),
          manager: {
            name: { lastName: '中村', firstName: '誠' },
            spelling: { lastName: 'ナカムラ', firstName: 'マコト' },
            email: `boss@${domain}`,
            mobile: '08099998888',
            password: 'answers-pass-1',
          },
          language: 'en',
        },
      });
    await same('POST', '/auth/register', canned.registered, await register(`fresh${unique()}.example`));

    // A company registered and verified: its manager's e-mail is taken, and can be sent a reset link.
    const domain = `answers${unique()}.example`;
    const email = `boss@${domain}`;
    const manager = await sys.registerCompany({ name: `Answers ${domain}`, domain });
    await same('POST', '/auth/register', canned.registerEmailTaken, await register(domain));
    // The profile before the reset (a new password ends the company's sessions).
    await same(
      'GET',
      '/auth/company-profile',
      canned.companyProfile(3, `Answers ${domain}`, `office@${domain}`),
      await eventually('the new company in the read model', async () => {
        const answer = await toServer(() => sys, manager.token)('GET', '/auth/company-profile');
        return answer.status === 404 ? undefined : answer;
      }),
    );

    await same(
      'POST',
      '/auth/manager-forgot-password',
      canned.resetLinkSent,
      await anyone('POST', '/auth/manager-forgot-password', { body: { email } }),
    );
    const code = await sys.lastCodeTo(email);
    const verify = (auth: string) => anyone('POST', '/auth/manager-forgot-password-email-verification', { body: { auth } });
    await same('POST', '/auth/manager-forgot-password-email-verification', canned.resetCodeInvalid, await verify('stale-code'));
    await same('POST', '/auth/manager-forgot-password-email-verification', canned.resetCodeVerified, await verify(code));
    await same(
      'PATCH',
      '/auth/manager-reset-password-email',
      canned.passwordReset,
      await anyone('PATCH', '/auth/manager-reset-password-email', { body: { auth: code, password: 'new-secret' } }),
    );
  });
});
