import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuiteStatus, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import { uiLanguages, uiText } from './ui-text';

/*
 * The public landing page (issue 18 item 5) in both languages: what the product does, sign-up and login, a price
 * simulation priced by the server's public quote, the FAQ and the language switch. The prices are the local
 * profile's defaults: ¥1,500 a car and ¥3,000 a detector a month, 10 % off a year paid at once.
 */
const { run } = browserSuiteStatus('landing page browser suite');

describe.runIf(run)('the landing page', { timeout: 120_000 }, () => {
  let sys: BrowserSystem;

  beforeAll(async () => {
    sys = await startBrowserSystem('fc_e2e_landing');
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });

  it.each(uiLanguages)('in %s: explains the product, links to sign-up and login, prices a plan and opens the FAQ', async (language) => {
    const t = uiText(language);
    const context = await sys.browser.newContext({ baseURL: sys.baseUrl });
    await setLanguage(context, sys.baseUrl, language);
    const page = await context.newPage();
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: t('Breath-alcohol checks and fleet records for your company, in one place') })
      .waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      t('What FleetCheck does'),
      t('Price simulation'),
      t('Frequently asked questions'),
    ]);
    const signUp = page.getByRole('link', { name: t('Sign up'), exact: true });
    expect(new URL(await signUp.getAttribute('href').then((href) => href ?? ''), sys.baseUrl).search).toBe('?page=register');

    // 3 cars and 1 detector: 3 × 1,500 + 3,000 = ¥7,500 a month; a year is 90,000 less 10 % = ¥81,000.
    await page.getByRole('spinbutton', { name: t('Cars') }).fill('3');
    await page.getByRole('spinbutton', { name: t('Devices') }).fill('1');
    await page.getByRole('button', { name: t('Calculate the price') }).click();
    await expect.poll(() => page.getByTestId('landing-total').textContent()).toBe('¥7,500');
    // Before tax, then 10 % consumption tax and the total with it, as the payment page and the invoice show them.
    await expect(page.getByTestId('landing-tax').textContent()).resolves.toBe('¥750');
    await expect(page.getByTestId('landing-total-with-tax').textContent()).resolves.toBe('¥8,250');
    await page.getByRole('radio', { name: t('Yearly') }).check();
    await page.getByRole('button', { name: t('Calculate the price') }).click();
    await expect.poll(() => page.getByTestId('landing-total').textContent()).toBe('¥81,000');
    await expect(page.getByTestId('landing-total-with-tax').textContent()).resolves.toBe('¥89,100');

    await page.getByRole('button', { name: t('More questions and answers') }).click();
    const faq = page.getByRole('dialog', { name: t('Frequently asked questions') });
    await faq.waitFor();
    await page.keyboard.press('Escape');
    await faq.waitFor({ state: 'detached' });

    // The sign-up and login pages speak the language too: their texts come with the first load (the public
    // catalog), not with the signed-in app's catalog.
    await signUp.click();
    await page.waitForURL((url) => url.pathname === '/authorization' && url.searchParams.get('page') === 'register');
    await page.getByRole('heading', { level: 1, name: t('Sign up') }).waitFor();
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual([t('Company'), t('Manager')]);
    await page.goto('/authorization?page=login');
    await page.getByRole('heading', { level: 1, name: t('Login') }).waitFor();
    await context.close();
  });

  it('switches the language from the top bar', async () => {
    const context = await sys.browser.newContext({ baseURL: sys.baseUrl });
    await setLanguage(context, sys.baseUrl, 'ja');
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 2, name: uiText('ja')('What FleetCheck does') }).waitFor();
    await page.getByLabel(uiText('ja')('Language')).selectOption('en');
    await page.getByRole('heading', { level: 2, name: 'What FleetCheck does' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await context.close();
  });
});
