import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { formatAlcoholResult } from '@fleetcheck/contracts';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import { uiText, type UiLanguage } from './ui-text';

/*
 * The driver's phone app (issue 34) in Chromium with a fake camera, a granted location and a 390 px phone viewport,
 * against the whole local profile. A manager invites a demo driver; on the phone the driver sets a password through
 * the link, opens the installed app, takes a before-driving check with both photos and the location while the
 * context is offline, and goes back online: the queued check is sent and the manager's board shows it as offline and
 * awaiting confirmation, with both times and the photos. Then, in English: a reading out of range and a file that is
 * not an image are refused with a clear message, and a positive reading shows the do-not-drive screen while the
 * manager's dashboard shows the alert. Server and browsers share a clock pinned at noon in Japan.
 */
const { run } = browserSuiteStatus('driver app browser suite');
/** A bound on waiting for the asynchronous side (queue -> API -> projections -> poll), not a speed claim. */
const ARRIVAL_LIMIT_MS = 60_000;
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
const PHONE = { width: 390, height: 844 };
const TOKYO_STATION = { latitude: 35.6812, longitude: 139.7671, accuracy: 25 };
const DRIVER = '鈴木 一郎';

const clock = movableClock(noonInJapanTomorrow());
let sys: BrowserSystem;
let manager: { context: BrowserContext; page: Page };
let phone: BrowserContext;
let driverPage: Page;

const web = (language: UiLanguage) => uiText(language);
const app = (language: UiLanguage) => uiText(language, 'driver');

async function openPhone(): Promise<BrowserContext> {
  const context = await sys.browser.newContext({
    baseURL: sys.baseUrl,
    viewport: PHONE,
    hasTouch: true,
    permissions: ['geolocation', 'camera'],
    geolocation: TOKYO_STATION,
    serviceWorkers: 'allow',
  });
  await setLanguage(context, sys.baseUrl, 'ja');
  await context.clock.install({ time: clock.now() });
  return context;
}

/** The manager's one-time link for the driver, from the driver's panel (the path only: the server's own address). */
async function inviteDriver(page: Page): Promise<string> {
  const t = web('ja');
  await page.goto('/user/drivers');
  await page.getByRole('button', { name: t('View {label}', { label: DRIVER }) }).click();
  await page.getByRole('button', { name: t('Invite to the driver app') }).click();
  const link = page.locator('.driver-invitation__link');
  await link.waitFor();
  const url = new URL((await link.getAttribute('href'))!, sys.baseUrl);
  return `${url.pathname}${url.search}`;
}

/** Fills the check screen's first step and goes through both photos (camera) to the location step. */
async function takeCheckUpToLocation(page: Page, language: UiLanguage, reading: string): Promise<void> {
  const t = app(language);
  await page.getByRole('button', { name: t('Take a check') }).click();
  await page.getByLabel(t('Reading (mg/l)')).fill(reading);
  await page.getByRole('button', { name: t('Next') }).click();
  await page.getByRole('heading', { name: t("Photo of the detector's display") }).waitFor();
  await page.getByRole('button', { name: t('Take the photo') }).click();
  await page.getByRole('heading', { name: t('Your face while blowing') }).waitFor();
  await page.getByRole('button', { name: t('Take the photo') }).click();
  await page.getByRole('heading', { name: t('Where are you?') }).waitFor();
}

describe.runIf(run)('driver phone app', () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_driver_app', { clock, browserArgs: FAKE_MEDIA });
    manager = await sys.signIn('manager', { language: 'ja' });
    phone = await openPhone();
    driverPage = await phone.newPage();
  }, 180_000);
  afterAll(async () => {
    await sys?.stop();
  });

  it('invited by the manager, the driver sets a password and takes a check offline; back online it reaches the board as offline with both times and photos', async () => {
    const t = app('ja');
    const invitation = await inviteDriver(manager.page);

    await driverPage.goto(invitation);
    await driverPage.getByLabel(new RegExp(`^${web('ja')('Password')}`)).fill('driver-phone-2026');
    await driverPage.getByRole('button', { name: web('ja')('Set password') }).click();
    await driverPage.getByRole('link', { name: web('ja')('Open the driver app') }).click();
    await driverPage.getByRole('heading', { name: t("Today's checks"), exact: true }).waitFor();
    // Installed: the service worker has precached the app before the network goes.
    await driverPage.evaluate('navigator.serviceWorker.ready.then(() => true)');
    await expect
      .poll(() => driverPage.evaluate<number>('caches.keys().then((keys) => keys.length)'), { timeout: ARRIVAL_LIMIT_MS })
      .toBeGreaterThan(0);

    await phone.setOffline(true);
    await driverPage.reload();
    await driverPage.getByText(t('Offline: checks are kept on this phone and sent when the network returns.')).waitFor();
    await takeCheckUpToLocation(driverPage, 'ja', '0.00');
    await driverPage.getByRole('button', { name: t('Share my location') }).click();
    await driverPage.getByText(t('Shared (within {accuracyMetres} m)', { accuracyMetres: TOKYO_STATION.accuracy })).waitFor();
    await driverPage.getByRole('button', { name: t('Send'), exact: true }).click();
    await driverPage.getByRole('heading', { name: t('Check recorded') }).waitFor();
    await driverPage.getByText(t('No network: the check is kept on this phone and sent as soon as the network returns.')).waitFor();
    await driverPage.getByRole('button', { name: t('Back to the start') }).click();
    const waiting = driverPage.getByRole('region', { name: t('Waiting to be sent') });
    await waiting.getByText(t('Queued')).waitFor();
    await waiting.getByText(t('Offline'), { exact: true }).waitFor();

    await phone.setOffline(false);
    await waiting.waitFor({ state: 'detached', timeout: ARRIVAL_LIMIT_MS });
    const sent = driverPage.getByRole('region', { name: t('Your checks today') });
    await sent.getByText(t('Offline'), { exact: true }).waitFor({ timeout: ARRIVAL_LIMIT_MS });
    await sent.getByText(t('Awaiting confirmation')).waitFor();

    const w = web('ja');
    await manager.page.goto('/user/check-board');
    const row = manager.page.getByRole('row', { name: new RegExp(DRIVER) });
    const before = row.locator('td[data-state="awaiting_confirmation"] button').first();
    await before.waitFor({ timeout: ARRIVAL_LIMIT_MS });
    await before.click();
    const detail = manager.page.getByRole('dialog', { name: w('Check record') });
    await detail.getByText(w('Taken offline')).waitFor();
    await detail.getByText(w('Phone time'), { exact: true }).waitFor();
    await detail.getByText(w('Received by FleetCheck'), { exact: true }).waitFor();
    const photos = detail.getByRole('group', { name: w('Photos from the driver app') });
    await photos.getByRole('img', { name: w('Detector display') }).waitFor();
    await photos.getByRole('img', { name: w('Face while blowing') }).waitFor();
    expect(await detail.locator('[data-confirmation="awaiting"]').count()).toBe(1);
  }, 300_000);

  it('in English, refuses a reading out of range and a file that is not a photo, and a positive reading says do not drive and alerts the manager', async () => {
    const t = app('en');
    await setLanguage(phone, sys.baseUrl, 'en');
    await driverPage.goto('/driver-app');
    await driverPage.getByRole('heading', { name: t("Today's checks"), exact: true }).waitFor();
    await driverPage.getByRole('button', { name: t('Take a check') }).click();
    await driverPage.getByLabel(t('Reading (mg/l)')).fill('12');
    await driverPage.getByRole('button', { name: t('Next') }).click();
    await driverPage.getByText(t('Enter the reading in mg/l, from 0 to 10, with at most 3 decimals (e.g. 0.00).')).waitFor();

    await driverPage.getByLabel(t('Reading (mg/l)')).fill('0.25');
    await driverPage.getByRole('button', { name: t('Next') }).click();
    await driverPage.getByRole('heading', { name: t("Photo of the detector's display") }).waitFor();
    await driverPage
      .locator('input[type="file"]')
      .setInputFiles({ name: 'reading.txt', mimeType: 'text/plain', buffer: Buffer.from('0.25 mg/l') });
    await driverPage.getByText(t('This file is not a photo. Choose an image file (JPEG or PNG).')).waitFor();
    await driverPage.getByRole('button', { name: t('Take the photo') }).click();
    await driverPage.getByRole('heading', { name: t('Your face while blowing') }).waitFor();
    await driverPage.getByRole('button', { name: t('Take the photo') }).click();
    await driverPage.getByRole('button', { name: t('Do not share') }).click();
    await driverPage.getByText(t('Location not shared (declined)')).waitFor();
    await driverPage.getByRole('button', { name: t('Send'), exact: true }).click();
    await driverPage.getByRole('heading', { name: t('Do not drive') }).waitFor({ timeout: ARRIVAL_LIMIT_MS });
    await driverPage
      .getByText(t('Alcohol was detected ({reading} mg/l). Do not drive. Call your office now.', { reading: '0.25' }))
      .waitFor();

    await manager.page.goto('/user');
    const alert = manager.page.locator('.notification[data-type="ALCOHOL_TEST_FAILED"]', { hasText: `${formatAlcoholResult(0.25)} mg/l` });
    await alert.waitFor({ timeout: ARRIVAL_LIMIT_MS });
    await expect(alert.textContent()).resolves.toContain(DRIVER);
  }, 240_000);
});
