import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { apiClient } from '../../src/simulate/api-client';
import { DEMO_LOGINS } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';
import { CHECKS_TABLE } from './check-board-panels';
import { htmlFindings } from './html-checks';

/*
 * Issue 34's "done when": a manager invites a driver; on a 390 px phone (a fake camera, a granted location) the
 * driver opens the link, sets a password, and takes a before-driving check with both photos and the location while
 * the phone has no network (the app opens from its service worker and the copy of the home it kept); back online,
 * the check reaches the manager's board as awaiting confirmation, taken offline, with the phone's time and the
 * server's, and both photos. A positive reading then shows the driver the do-not-drive screen and the manager the
 * alert, on the dashboard and by mail. The driver reads Japanese first, then English; the manager reads English.
 * Every screen the driver meets on the way, each step of the check included, is valid HTML as the phone holds it
 * (html-checks.ts). Server and browsers share a clock pinned at noon in Japan.
 */
const { run } = browserSuiteStatus('driver app journey');
const LIMIT_MS = 15_000;
const clock = clockFrom(noonInJapanTomorrow());
const PHONE = { width: 390, height: 844 };
// The demo manager's address (command-api/src/seed/seed-demo.ts), where the company's alerts are mailed.
const DEMO_MANAGER_EMAIL = 'manager@fleetcheck.example';
// Tokyo Station, as the phone's location service reports it.
const TOKYO_STATION = { latitude: 35.681236, longitude: 139.767125, accuracy: 12 };

let sys: BrowserSystem;
let driver: { id: string; name: string };

/** The driver's phone: its own context (storage, service worker), Japanese, offline when the test says so. */
async function openPhone(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await sys.browser.newContext({
    baseURL: sys.baseUrl,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    geolocation: TOKYO_STATION,
    permissions: ['geolocation', 'camera'],
    serviceWorkers: 'allow',
  });
  await setLanguage(context, sys.baseUrl, 'ja');
  await context.clock.install({ time: clock.now() });
  return { context, page: await context.newPage() };
}

/** Where the journey's HTML validation notes its findings (see `screen`). */
const invalidHtml: string[] = [];

/** Validates the screen the driver sees now (html-checks.ts); the test asserts none was found at its end. */
async function screen(page: Page, where: string): Promise<void> {
  invalidHtml.push(...(await htmlFindings(page, where)));
}

/**
 * The check screen's steps: the details, a photo of the display and of the face (fake camera), the location; each
 * step's screen is validated as it shows (`screen`).
 */
async function takeCheck(page: Page, words: CheckWords, reading: string): Promise<void> {
  await page.getByRole('button', { name: words.takeCheck }).click();
  await page.getByLabel(words.beforeDriving, { exact: true }).waitFor();
  await screen(page, `check details (${reading})`);
  await page.getByLabel(words.beforeDriving, { exact: true }).check();
  await page.getByLabel(words.reading).fill(reading);
  await page.getByRole('button', { name: words.next }).click();
  // The display's photo with the back camera, then the face's with the front one (PhotoCapture's data-facing).
  for (const [camera, facing] of [
    ['camera', 'environment'],
    ['face camera', 'user'],
  ] as const) {
    // A frame of the fake camera has arrived before the photo is taken.
    const video = page.locator(`video[data-facing="${facing}"]`);
    await expect.poll(() => video.evaluate((frame: { videoWidth: number }) => frame.videoWidth), { timeout: LIMIT_MS }).toBeGreaterThan(0);
    await screen(page, `${camera} step (${reading})`);
    await page.getByRole('button', { name: words.takePhoto }).click();
  }
  await page.getByRole('button', { name: words.shareLocation }).waitFor();
  await screen(page, `location step (${reading})`);
  await page.getByRole('button', { name: words.shareLocation }).click();
  await page.getByRole('button', { name: words.send, exact: true }).click();
}

interface CheckWords {
  takeCheck: string;
  beforeDriving: string;
  reading: string;
  next: string;
  takePhoto: string;
  shareLocation: string;
  send: string;
}
const JA: CheckWords = {
  takeCheck: 'チェックを行う',
  beforeDriving: '運転前',
  reading: '測定値（mg/l）',
  next: '次へ',
  takePhoto: '撮影する',
  shareLocation: '位置情報を共有する',
  send: '送信',
};
const EN: CheckWords = {
  takeCheck: 'Take a check',
  beforeDriving: 'Before driving',
  reading: 'Reading (mg/l)',
  next: 'Next',
  takePhoto: 'Take the photo',
  shareLocation: 'Share my location',
  send: 'Send',
};

describe.runIf(run)('the driver app journey (issue 34)', { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_driver_app', { clock });
    const call = apiClient(sys.baseUrl);
    const manager = await call('POST', '/auth/login', {
      body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
    });
    driver = await eventually('the demo drivers to be listed', async () => {
      const listed = await call('GET', '/driver?page=1&limit=1', { token: manager.body.data.token });
      const first = listed.body?.docs?.[0] as { _id: string; lastName: string; firstName: string } | undefined;
      return first && { id: first._id, name: `${first.lastName} ${first.firstName}` };
    });
  });
  afterAll(async () => {
    await sys?.stop();
  });

  it('invites a driver, takes a check offline with both photos and the location, and a positive one: the board shows the first, the dashboard and a mail alert the manager of the second; every screen of the driver is valid HTML', async () => {
    // The manager makes the one-time link from the driver's panel.
    const { page: office } = await sys.signIn('manager', { language: 'en' });
    await office.goto('/user/drivers');
    await office.getByRole('button', { name: `View ${driver.name}` }).click();
    await office.getByRole('button', { name: 'Invite to the driver app' }).click();
    const link = new URL((await office.locator('a.driver-invitation__link').getAttribute('href', { timeout: LIMIT_MS }))!);

    // The driver opens it on the phone and chooses a password: the app opens signed in.
    const { context, page } = await openPhone();
    await page.goto(link.pathname + link.search);
    await page.getByLabel('パスワード').waitFor();
    await screen(page, 'invitation');
    await page.getByLabel('パスワード').fill('phone-check-2026');
    await page.getByRole('button', { name: 'パスワードを設定' }).click();
    await page.getByRole('link', { name: '運転者アプリを開く' }).waitFor();
    await screen(page, 'invitation accepted');
    await page.getByRole('link', { name: '運転者アプリを開く' }).click();
    await page.getByRole('heading', { name: '今日のチェック', exact: true }).waitFor({ timeout: LIMIT_MS });
    await screen(page, 'home');
    // The service worker has precached the app and controls the page before the network goes.
    await page.evaluate('navigator.serviceWorker.ready.then(() => undefined)');
    await page.waitForFunction('navigator.serviceWorker.controller !== null');

    // No network: the app opens from the phone, and the check is kept there with the phone's time.
    await context.setOffline(true);
    await page.reload();
    await page.getByText('オフライン：チェックはこのスマートフォンに保存され、通信が戻ると送信されます。').waitFor({ timeout: LIMIT_MS });
    await screen(page, 'home offline');
    await takeCheck(page, JA, '0.00');
    await page.getByRole('heading', { name: 'チェックを記録しました' }).waitFor({ timeout: LIMIT_MS });
    await page.getByText('通信できません：チェックはこのスマートフォンに保存され、通信が戻りしだい送信されます。').waitFor();
    await screen(page, 'check recorded offline');
    await page.getByRole('button', { name: '最初の画面に戻る' }).click();
    await page.getByText('未送信').waitFor();
    await screen(page, 'home with a check waiting');

    // Back online, it is sent: nothing waits on the phone any more.
    await context.setOffline(false);
    await page.getByText('未送信').waitFor({ state: 'detached', timeout: LIMIT_MS });

    // On the manager's board: awaiting confirmation; its record says offline, with both times and both photos.
    const before = office.locator(`tr[data-driver="${driver.id}"] td`).first();
    await eventually('the check on the board', async () => {
      await office.goto('/user/check-board');
      await office.locator(CHECKS_TABLE).waitFor({ timeout: LIMIT_MS });
      return (await before.getAttribute('data-state')) === 'awaiting_confirmation' || undefined;
    });
    // The board's cell says it was taken offline, in words.
    await expect(before.getAttribute('data-offline')).resolves.toBe('true');
    await expect(before.textContent()).resolves.toContain('Taken offline');
    await before.getByRole('button', { name: 'Awaiting confirmation' }).click();
    const detail = office.getByRole('dialog', { name: 'Check record' });
    await detail.locator('[data-offline="true"]').waitFor({ timeout: LIMIT_MS });
    await expect(detail.locator('dt', { hasText: /^Phone time$/ }).count()).resolves.toBe(1);
    await expect(detail.getByText(/Entered at \d{4}/).count()).resolves.toBeGreaterThan(0);
    for (const kind of ['display', 'face'])
      await expect
        .poll(() => detail.locator(`figure[data-photo="${kind}"] img`).evaluate((img: { naturalWidth: number }) => img.naturalWidth), {
          timeout: LIMIT_MS,
        })
        .toBeGreaterThan(0);
    await detail.getByRole('button', { name: 'Close' }).click();

    // In English, a positive reading: the driver is told not to drive, the manager is alerted.
    await setLanguage(context, sys.baseUrl, 'en');
    await page.reload();
    await takeCheck(page, EN, '0.25');
    await page.getByRole('heading', { name: 'Do not drive' }).waitFor({ timeout: LIMIT_MS });
    await screen(page, 'do not drive');
    await office.goto('/user');
    await office.getByText(`${driver.name} failed an alcohol test: 0.250 mg/l.`).waitFor({ timeout: LIMIT_MS });
    // And the manager's mail (the local profile keeps it in its outbox, as a mailbox would).
    const outbox = sys.system.stores.readStore.collection(mailOutboxCollection);
    const mail = await eventually('the alert mail to the manager', async () => {
      const mails = await outbox.findMany({ filter: { to: DEMO_MANAGER_EMAIL } });
      return mails.find((found) => found.subject === '【FleetCheck】アルコール検知 / Alcohol test failed');
    });
    expect(mail.text).toContain(`運転者: ${driver.name}`);
    expect(mail.text).toContain('0.250 mg/l');
    expect(invalidHtml).toEqual([]);
  }, 90_000);
});
