import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { NOTIFICATION_LEVEL_WORDS } from '@fleetcheck/contracts';
import { SandboxCards } from '@fleetcheck/platform';
import { apiClient } from '../../src/simulate/api-client';
import { DEMO_LOGINS, prepareFleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { browserSuiteStatus, screenshots, setLanguage, startBrowserSystem, submitLogin, type BrowserSystem } from './browser-system';
import { fillCar, fillDriver, fillManager, fillOffice } from './fleet-forms';
import { payByCard, signUp, signUpDetails, verificationPath } from './registration-steps';
import { uiLanguages, uiText, type UiLanguage, type UiText } from './ui-text';

/*
 * User journeys in chromium against the whole local profile, each in Japanese and in English, found by the
 * translated texts the user reads: a new company registers, pays by card, sets up its fleet and sees a failed
 * breath test arrive on its dashboard, then cancels; the admin upgrades the bank-transfer demo company's plan
 * on its behalf. Screenshots of each step land in deploy/test-results/journeys/<language>/.
 */
const { run } = browserSuiteStatus('journeys browser suite');
/** Bounds on waiting for a quote (debounced 1 s) and for the asynchronous side (detector -> dashboard), not speed claims. */
const QUOTE_LIMIT_MS = 15_000;
const ARRIVAL_LIMIT_MS = 45_000;
const JOURNEY_LIMIT_MS = 120_000;
const demoCompany = 'デモ運輸株式会社';

let sys: BrowserSystem;

// Each language's journey is one company in steps (it registers, then its manager cancels), so the steps keep
// their order when TEST_SHUFFLE_SEED shuffles the rest.
describe.runIf(run)('user journeys', { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_journeys');
  });
  afterAll(async () => {
    await sys?.stop();
  });

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const t: UiText = uiText(language);
    const shoot = screenshots(`journeys/${language}`);
    const { company, manager } = signUpDetails(`journey-${language}`);
    let context: BrowserContext;
    let page: Page;

    const menu = (name: string, on = page) => on.getByRole('navigation', { name: t('Main menu') }).getByRole('link', { name, exact: true });
    /** The page's own heading (the header repeats the route title as another h1). */
    const heading = (name: string, on = page) => on.locator('#main').getByRole('heading', { level: 1, name, exact: true });
    /** The route's title in the header. */
    const title = (name: string, on = page) => on.getByRole('banner').getByRole('heading', { level: 1, name, exact: true });
    /** Opens a list page from the side menu, adds one record through its panel and waits for its row. */
    async function addThroughPanel(list: string, addLabel: string, fill: () => Promise<void>, row: string, added: string) {
      await menu(list).click();
      await page.getByRole('button', { name: addLabel }).click();
      await fill();
      await page.getByRole('button', { name: t('Add New') }).click();
      await page
        .getByRole('dialog', { name: added })
        .getByRole('button', { name: t('Close') })
        .click();
      await page.getByRole('cell', { name: row, exact: true }).waitFor();
    }

    /** The page a journey drives: a failing step leaves a screenshot of it for the report. */
    let shown: Page | undefined;

    beforeAll(async () => {
      context = await sys.browser.newContext({ baseURL: sys.baseUrl });
      await setLanguage(context, sys.baseUrl, language);
      page = await context.newPage();
    });
    beforeEach(({ task, onTestFailed }) => {
      shown = page;
      onTestFailed(async () => {
        if (shown) await shoot(shown, `failed-${task.name.split(' ').slice(0, 3).join('-')}`).catch(() => undefined);
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it(
      'a new company registers, pays by card, adds its fleet and sees a failed test arrive on its dashboard',
      async () => {
        await signUp(page, t, company, manager);
        await shoot(page, '01-sign-up-sent');
        await page.goto(await verificationPath(sys, manager.email));
        await page.getByText(t('Your e-mail address is verified. You can now log in.')).waitFor();

        await submitLogin(page, manager.email, manager.password);
        await page.waitForURL('**/user/company');
        await heading(t('Company details')).waitFor();
        await page.getByRole('button', { name: t('Next') }).click();
        await heading(t('Choose your plan')).waitFor();
        await page.getByLabel(t('Number of cars'), { exact: true }).fill('3');
        await page.getByLabel(t('Number of devices'), { exact: true }).fill('2');
        await page.getByRole('radio', { name: t('Monthly') }).check();
        await expect.poll(() => page.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toMatch(/^¥[\d,]+$/);
        await shoot(page, '02-plan');
        await page.getByRole('button', { name: t('Proceed Payment') }).click();
        await heading(t('Payment')).waitFor();
        await payByCard(page, t, SandboxCards.success);
        await heading(t('Thank you! Your registration is complete.')).waitFor();
        await shoot(page, '03-paid');
        await page.getByRole('button', { name: t('Go to dashboard') }).click();
        await page.waitForURL((url) => url.pathname === '/user');

        await addThroughPanel(t('Offices'), t('Add Office'), () => fillOffice(page, t, '渋谷営業所'), '渋谷営業所', t('Office added'));
        await addThroughPanel(t('Cars'), t('Add Car'), () => fillCar(page, t, '品川 400 ね 12-34'), '品川 400 ね 12-34', t('Car added'));
        await addThroughPanel(t('Drivers'), t('Add Driver'), () => fillDriver(page, t, '森', '花子'), '森 花子', t('Driver added'));
        const colleague = { lastName: '木村', firstName: '愛', email: `journey-colleague-${language}@fleetcheck.example` };
        await addThroughPanel(t('Managers'), t('Add Manager'), () => fillManager(page, t, colleague), '木村 愛', t('Manager added'));
        await shoot(page, '04-fleet');

        await menu(t('Dashboard')).click();
        await page.locator('h2', { hasText: t('Notifications') }).waitFor();
        // A detector the admin registered for the company posts a failing breath test for the new driver.
        const call = apiClient(sys.baseUrl);
        const fleet = await prepareFleet(call, 1, { ...DEMO_LOGINS, managerUsername: manager.email, managerPassword: manager.password });
        const driver = fleet.drivers[0]!;
        const posted = await call('POST', '/test-result/device', { device: fleet.devices[0]!.secret, body: deviceReading(driver, 0.25) });
        expect(posted.status).toBe(201);
        const alert = page.locator('.notification[data-type="ALCOHOL_TEST_FAILED"]');
        await alert
          .getByText(t('{driverName} failed an alcohol test: {result} mg/l.', { driverName: driver.name, result: '0.250' }))
          .waitFor({ timeout: ARRIVAL_LIMIT_MS });
        // A level reads in contracts' words, the ones the notification export prints too.
        await expect(alert.locator('.level-badge').textContent()).resolves.toBe(NOTIFICATION_LEVEL_WORDS.alert[language]);
        const card = page.locator('.result-card[data-status="failed"]', { hasText: driver.name });
        await card.waitFor({ timeout: ARRIVAL_LIMIT_MS });
        await expect(card.locator('.status-badge').textContent()).resolves.toBe(t('Failed'));
        await shoot(page, '05-failed-test-arrived');
      },
      JOURNEY_LIMIT_MS,
    );

    it(
      'its manager cancels the subscription after the form and two confirmations and sees it cancelled',
      async () => {
        await menu(t('Plan')).click();
        await heading(t('Plan')).waitFor();
        await page.getByRole('button', { name: t('Cancel Subscription') }).click();
        await page
          .getByRole('dialog')
          .getByRole('button', { name: t('Continue to cancellation') })
          .click();
        await heading(t('Cancel Subscription')).waitFor();
        for (const tick of [
          'I have read the terms of cancellation',
          'I understand the refund policy: paid terms are not refunded',
          'I understand that access ends at the end of the paid term',
          'I understand that my records are kept for the legal retention period only',
        ])
          await page.getByRole('checkbox', { name: t(tick) }).check();
        await shoot(page, '06-cancellation-form');
        await page.getByRole('button', { name: t('Cancel Subscription') }).click();
        const first = page.getByRole('dialog', { name: t('Cancel your subscription?') });
        await first.getByText(t('CancelConfirm1')).waitFor();
        await first.getByRole('button', { name: t('Yes, cancel') }).click();
        const second = page.getByRole('dialog', { name: t('Are you really sure?') });
        await second.getByText(t('CancelConfirm2')).waitFor();
        await second.getByRole('button', { name: t('Cancel for good') }).click();

        await heading(t('Plan')).waitFor();
        const notice = page.getByRole('status').filter({ hasText: t('Your subscription is cancelled.') });
        await notice.waitFor();
        await expect(page.getByRole('button', { name: t('Cancel Subscription') }).count()).resolves.toBe(0);
        await shoot(page, '07-cancelled');
      },
      JOURNEY_LIMIT_MS,
    );

    it(
      'the admin enters the bank-transfer demo company on its behalf, upgrades its plan and comes back',
      async () => {
        const admin = await sys.signIn('admin', { language });
        const adminPage = admin.page;
        shown = adminPage;
        try {
          await adminPage.goto('/admin/companies');
          await title(t('Companies'), adminPage).waitFor();
          await adminPage
            .getByRole('row', { name: new RegExp(demoCompany) })
            .getByRole('button', { name: t('Enter on behalf') })
            .click();
          await adminPage.waitForURL((url) => url.pathname === '/user');
          const back = adminPage.getByRole('button', { name: t('Back to Admin Dashboard') });
          await back.waitFor();

          await menu(t('Plan'), adminPage).click();
          const cars = adminPage.getByLabel(t('Number of cars'), { exact: true });
          await adminPage.getByRole('button', { name: t('Manager Update Subscription') }).click();
          await heading(t('Change Subscription Plan'), adminPage).waitFor();
          const before = Number(await cars.inputValue());
          await expect(adminPage.getByTestId('old-cost').textContent()).resolves.toMatch(/^¥[1-9][\d,]*$/);
          await adminPage.getByText(t('Current cost'), { exact: true }).waitFor();
          await adminPage.getByRole('button', { name: t('Increase {label}', { label: t('Number of cars') }) }).click();
          await expect.poll(() => adminPage.getByTestId('total').textContent(), { timeout: QUOTE_LIMIT_MS }).toMatch(/^¥[\d,]+$/);
          await shoot(adminPage, '08-upgrade');
          await adminPage.getByRole('button', { name: t('Change Subscription Plan') }).click();
          // The upgraded plan reloads read-only with the new count.
          await heading(t('Plan'), adminPage).waitFor();
          await expect.poll(async () => Number(await cars.inputValue()), { timeout: ARRIVAL_LIMIT_MS }).toBe(before + 1);
          await shoot(adminPage, '09-upgraded');

          await back.click();
          await adminPage.waitForURL((url) => url.pathname === '/admin/companies');
          await title(t('Companies'), adminPage).waitFor();
          await expect(back.count()).resolves.toBe(0);
        } finally {
          await admin.context.close();
        }
      },
      JOURNEY_LIMIT_MS,
    );
  });
});
