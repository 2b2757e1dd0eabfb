import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { companiesCollection } from '@fleetcheck/contracts';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { SandboxCards } from '@fleetcheck/platform';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, demoLogins, setLanguage, startBrowserSystem, submitLogin, type BrowserSystem } from './browser-system';
import { payByCard as payByCardIn, signUp, signUpDetails, verificationPath } from './registration-steps';
import { uiText } from './ui-text';

/*
 * The subscription screens in chromium against the whole local profile and its sandbox card gateway: a new
 * company signs up, verifies its e-mail from the outbox, chooses a plan, is declined once and then pays,
 * tries to shrink its plan, and cancels. Later tests continue with the company the first one registered.
 */
const { run } = browserSuiteStatus('subscription browser suite');
/** A bound on waiting for a quote (debounced 1 s), not a speed claim. */
const QUOTE_LIMIT_MS = 15_000;

const { company, manager } = signUpDetails('e2e');
/** The server's and every context's clock: noon in Japan, so a payment dated "today" here is the server's today. */
const clock = clockFrom(noonInJapanTomorrow());

let sys: BrowserSystem;
let context: BrowserContext;
let page: Page;

async function subscriptionEvents(): Promise<string[]> {
  const [doc] = await sys.system.stores.readStore.collection(companiesCollection).findMany({ filter: { email: company.email } });
  if (!doc) throw new Error('the signed-up company is not in the read model');
  return (await sys.system.stores.eventStore.readStream(`subscription-${doc._id}`)).map((e) => e.type);
}

const payByCard = (cardNumber: string) => payByCardIn(page, uiText('en'), cardNumber);

/** A new browser context in English on the suite's clock. */
async function englishContext(): Promise<BrowserContext> {
  const created = await sys.browser.newContext({ baseURL: sys.baseUrl });
  await created.clock.install({ time: clock.now() });
  await setLanguage(created, sys.baseUrl, 'en');
  return created;
}

describe.runIf(run)('subscription screens', () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_subscription', { clock });
    context = await englishContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await sys?.stop();
  });

  // One company's journey in steps on one page: each step starts from the plan the previous one left, so the
  // steps keep their order when TEST_SHUFFLE_SEED shuffles the rest.
  describe('one company, from sign-up to cancellation', { shuffle: false }, () => {
    it('signs up, verifies the e-mail, is declined once without any change, then pays and lands on the confirmation', async () => {
      await signUp(page, uiText('en'), company, manager);
      // Stage 1 of 4 on the sign-up page, with its language switch; the new manager is told their username.
      const stage = () => page.locator('.registration-progress [aria-current="step"]').textContent();
      await expect(stage()).resolves.toBe('1. Company');
      await expect(page.getByRole('banner').getByLabel('Language').count()).resolves.toBe(1);
      await expect(page.getByRole('status').textContent()).resolves.toMatch(
        /Your username is m\d{8}\. You can also log in with your e-mail address\./,
      );
      await page.goto(await verificationPath(sys, manager.email));
      await page.getByText('Your e-mail address is verified').waitFor();

      await submitLogin(page, manager.email, manager.password);
      // Registration is open: the login sends the new manager to the company step, without the side menu.
      await page.waitForURL('**/user/company');
      await page.locator('.app-layout--registering').waitFor();
      await expect(page.locator('nav.side-menu').count()).resolves.toBe(0);
      // Stage 1 holds the details given at sign-up; the plan step's back link returns to it.
      await expect(page.locator('input[name="company.name"]').inputValue()).resolves.toBe(company.name);
      await expect(stage()).resolves.toBe('1. Company');
      await expect(page.getByRole('banner').getByLabel('Language').count()).resolves.toBe(1);
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/user/tariffs');
      await page.getByRole('button', { name: /Back to company details/ }).click();
      await page.waitForURL('**/user/company');
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL('**/user/tariffs');
      await expect(page.locator('.registration-progress [aria-current="step"]').textContent()).resolves.toContain('Plan');
      await page.getByRole('button', { name: 'Proceed Payment' }).click();
      await expect(page.getByRole('dialog').textContent()).resolves.toContain('Cars cannot be 0');
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      await page.getByLabel('Number of cars', { exact: true }).fill('3');
      await page.getByLabel('Number of devices', { exact: true }).fill('2');
      await page.getByRole('radio', { name: 'Yearly' }).check();
      // 3 × 1,500 + 2 × 3,000 = 10,500 a month; × 12 = 126,000 a year, less 10 % (12,600) = 113,400 before tax.
      await expect.poll(() => page.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('¥113,400');
      await expect(page.getByTestId('discount').textContent()).resolves.toBe('−¥12,600');
      await expect(page.getByTestId('tax').textContent()).resolves.toBe('¥11,340');
      await expect(page.getByTestId('total-with-tax').textContent()).resolves.toBe('¥124,740');
      await page.getByRole('button', { name: 'Proceed Payment' }).click();
      await page.waitForURL('**/user/payment?**');
      expect(new URL(page.url()).searchParams.get('paymentScheduleOption')).toBe('yearly');
      await expect(stage()).resolves.toBe('3. Payment');

      // A declined card says why on the payment page itself; another card is tried there.
      await payByCard(SandboxCards.insufficientFund);
      await expect(page.getByTestId('payment-decline').textContent()).resolves.toBe(
        'The card was declined: insufficient funds or credit limit reached. Please use another card.',
      );
      expect(new URL(page.url()).pathname).toBe('/user/payment');
      await expect(subscriptionEvents()).resolves.toEqual([]);

      await page.goto('/user/payment?cars=3&devices=2&paymentScheduleOption=yearly');
      await payByCard(SandboxCards.success);
      await page.waitForURL('**/user/confirmation?**');
      await page.getByRole('heading', { name: 'Thank you! Your registration is complete.' }).waitFor();
      await expect(stage()).resolves.toBe('4. Confirmation');
      const summary = JSON.parse(new URL(page.url()).searchParams.get('payment') ?? 'null') as { totalAmount: number };
      expect(summary.totalAmount).toBe(113400);
      await expect(page.getByTestId('confirmation-total').textContent()).resolves.toBe('¥113,400');
      await expect(subscriptionEvents()).resolves.toEqual(['SubscriptionStarted']);

      await page.getByRole('button', { name: 'Go to dashboard' }).click();
      await page.waitForURL((url) => url.pathname === '/user');
      await page.locator('.app-layout').waitFor();
      await expect(page.locator('.app-layout--registering').count()).resolves.toBe(0);
    }, 120_000);

    it('refuses a smaller plan with the info modal and its contact link, and an unchanged one as an error', async () => {
      await page.goto('/user/tariffs');
      await page.getByRole('button', { name: 'Update Subscription' }).click();
      await page.getByRole('button', { name: 'Decrease Number of cars' }).click();
      await page.getByRole('button', { name: 'Proceed Payment' }).click();
      const info = page.getByRole('dialog');
      await expect(info.textContent()).resolves.toContain('The plan can only be increased');
      await expect(info.getByRole('link').getAttribute('href')).resolves.toMatch(/^mailto:/);
      await info.getByRole('button', { name: 'Close' }).click();
      await info.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Increase Number of cars' }).click();
      await page.getByRole('button', { name: 'Proceed Payment' }).click();
      await expect(page.getByRole('dialog').textContent()).resolves.toContain('Nothing has changed.');
      expect(new URL(page.url()).pathname).toBe('/user/tariffs');
      await expect(subscriptionEvents()).resolves.toEqual(['SubscriptionStarted']);
    });

    it('cancels after the form and two confirmations', async () => {
      await page.goto('/user/tariffs');
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Continue to cancellation' }).click();
      await page.waitForURL('**/user/cancelation');

      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect.poll(() => page.getByText('This field is required').count()).toBe(4);
      for (const name of ['terms', 'policy', 'check3', 'check4']) await page.locator(`input[name="${name}"]`).check();
      await page.getByRole('button', { name: 'Cancel Subscription' }).click();
      await expect(page.getByRole('dialog').textContent()).resolves.toContain('end at the end of the paid term');
      await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
      await expect(page.getByRole('dialog').textContent()).resolves.toContain('cannot be undone');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel for good' }).click();
      await page.waitForURL('**/user/tariffs');
      await expect(subscriptionEvents()).resolves.toEqual(['SubscriptionStarted', 'SubscriptionCancelled']);
    });
  });

  it('a bank-transfer company changes its plan without a card form and is told what to transfer', async () => {
    const { company: bankCompany, manager: bankManager } = signUpDetails('e2e-bank');
    const visitor = await englishContext();
    const bank = await visitor.newPage();
    await signUp(bank, uiText('en'), bankCompany, bankManager);
    await bank.goto(await verificationPath(sys, bankManager.email));
    await bank.getByText('Your e-mail address is verified').waitFor();
    await submitLogin(bank, bankManager.email, bankManager.password);
    await bank.waitForURL('**/user/company');
    await bank.getByRole('button', { name: 'Next' }).click();
    await bank.waitForURL('**/user/tariffs');
    await bank.getByLabel('Number of cars', { exact: true }).fill('2');
    await bank.getByLabel('Number of devices', { exact: true }).fill('1');
    await bank.getByRole('radio', { name: 'Monthly' }).check();
    await expect.poll(() => bank.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('¥6,000');
    await bank.getByRole('button', { name: 'Proceed Payment' }).click();
    await bank.waitForURL('**/user/payment?**');
    await bank.getByRole('button', { name: 'Pay by bank transfer' }).click();
    await bank.waitForURL('**/user/confirmation**');
    await expect(bank.getByTestId('account-status').textContent()).resolves.toBe(
      'Your account is pending until we receive your bank transfer.',
    );

    // The platform receives the first month (6,000 + 600 tax) today: the account is active from today.
    const [doc] = await sys.system.stores.readStore.collection(companiesCollection).findMany({ filter: { email: bankCompany.email } });
    const api = async (path: string, body: unknown, token?: string) => {
      const res = await fetch(`${sys.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data: { token: string } } };
    };
    const admin = (await api('/auth/admin-login', demoLogins.admin)).body.data.token;
    const transfer = { company: doc!._id, amount: 6600, paidOn: businessDay(clock.now()), reference: `TX-${doc!._id}` };
    expect((await api('/admin/subscription/bankTransferPayment', transfer, admin)).status).toBe(200);

    // The confirmation page reads the account again (and so the session): active once the read side has the
    // admin's record (another user's write, whose position this browser cannot wait for: it opens the page again,
    // as the manager would), registration complete.
    await expect
      .poll(
        async () => {
          await bank.goto('/user/confirmation');
          return bank.getByTestId('account-status').textContent();
        },
        { timeout: 20_000 },
      )
      .toBe('Your account is active.');

    // One more car for the whole term just started: 1,500 before tax, 150 tax, 1,650 to transfer.
    await bank.goto('/user/tariffs');
    await bank.getByRole('button', { name: 'Update Subscription' }).click();
    await bank.getByRole('button', { name: 'Increase Number of cars' }).click();
    await expect.poll(() => bank.getByTestId('adjustment').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('¥1,500');
    await bank.getByRole('button', { name: 'Change Subscription Plan' }).click();
    await bank.waitForURL('**/user/confirmation?**');
    await bank.getByRole('heading', { name: 'Your plan has been changed.' }).waitFor();
    await expect(bank.getByTestId('due-before-tax').textContent()).resolves.toBe('¥1,500');
    await expect(bank.getByTestId('due-tax').textContent()).resolves.toBe('¥150');
    await expect(bank.getByTestId('due-total').textContent()).resolves.toBe('¥1,650');
    await expect(bank.locator('input[name="cardNumber"], input[autocomplete="cc-number"]').count()).resolves.toBe(0);

    // Its plan pays for one detector: the first is registered, the second refused with the way to the plan page.
    await bank.goto('/user/devices');
    const addDevice = async (serialNo: string) => {
      await bank.getByRole('button', { name: 'Add Device' }).click();
      await bank.getByLabel(/Serial number/).fill(serialNo);
      await bank.getByRole('button', { name: 'Add New' }).click();
      return bank.getByRole('dialog').last();
    };
    const added = await addDevice('E2E-BANK-0001');
    await added.getByText('E2E-BANK-0001').waitFor();
    await added.getByRole('button', { name: 'Close' }).click();
    const refused = await addDevice('E2E-BANK-0002');
    await refused.getByText('Your plan allows no more devices.').waitFor();
    await refused.getByRole('link', { name: 'Change the plan' }).click();
    await bank.waitForURL('**/user/tariffs');
    await visitor.close();
  }, 180_000);

  it('prices a plan on the public simulation page without a login', async () => {
    const visitor = await englishContext();
    const guest = await visitor.newPage();
    await guest.goto('/simulation?cars=2&devices=1');
    // 2 × 1,500 + 3,000 = 6,000 a month; yearly 72,000 less 10 % (7,200) = 64,800, all before tax.
    await expect.poll(() => guest.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('¥6,000');
    await guest.getByRole('radio', { name: 'Yearly' }).check();
    await expect.poll(() => guest.getByTestId('discount').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('−¥7,200');
    await expect.poll(() => guest.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toBe('¥64,800');
    await visitor.close();
  });
});
