import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiClient, type ApiCall } from '../../src/simulate/api-client';
import { eventually } from '../support/eventually';
import { managerBody } from '../support/request-bodies';
import { movableClock, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, setLanguage, startBrowserSystem, type BrowserSystem } from './browser-system';

/*
 * Issue 35 in chromium: a driver on the phone app (390 px) calls about a check; the managers' live queue on the
 * check board (1366 px) shows the call within a second, in two managers' browsers; the first answers, the other
 * sees who did; both sides see the other's video (Chromium's fake camera: a frame arrived); the manager records the
 * visual check and 指示事項 and confirms, and the record keeps the video call, its times and both names. Then a
 * call nobody answers (server and phone clocks moved past the answer time, no waiting): the driver is told to phone
 * the office, with its number, and the other manager's dashboard shows the LIVE_CALL_UNANSWERED alert naming the
 * driver and the time; and the phone path: the manager issues a code, a wrong code is refused in words, the right one is
 * accepted and the manager confirms on it.
 */
const { run } = browserSuiteStatus('live confirmation');
const LIMIT_MS = 90_000;
const clock = movableClock(noonInJapanTomorrow());
let sys: BrowserSystem;
let call: ApiCall;
let managerToken: string;
let managerId: string;
let managerName: string;
let secondName: string;
/** The other manager: one with no office of her own, who looks after the whole company. */
let otherLogin: Login;
let driver: { id: string; name: string; username: string; password: string };

/** A record of the seeded driver awaiting its manager, taken away from the office (a check typed in by hand). */
async function awaitingRecord(checkType: 'before_driving' | 'after_driving'): Promise<string> {
  const answer = await call('POST', '/test-result', {
    token: managerToken,
    body: {
      driver: driver.id,
      vehicle: null,
      noVehicleReason: '徒歩',
      time: clock.now().toISOString(),
      result: 0,
      checkType,
      method: 'remote',
      remoteMethod: 'video',
      noDetectorReason: '検知器の電池切れ',
      checker: managerId,
    },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data.id as string;
}

/** The record as the manager's app reads it, once `test` holds (the read side follows the writes). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the record is read field by field
type Json = Record<string, any>;
const recordWhere = (id: string, test: (record: Json) => boolean): Promise<Json> =>
  eventually(`record ${id}`, async () => {
    const answer = await call('GET', `/test-result/${id}`, { token: managerToken });
    return answer.status === 200 && test(answer.body as Json) ? (answer.body as Json) : undefined;
  });

type Login = { username: string; password: string };
/** The session cookies the web app writes on login (frontend/src/session), from a login through the API. */
async function sessionCookies(login: Login, language: 'ja' | 'en') {
  const answer = await call('POST', '/auth/login', { body: { username: login.username, password: login.password } });
  expect(answer.status).toBe(200);
  const data = answer.body.data as Record<string, unknown>;
  const keys = ['_id', 'userType', 'firstName', 'lastName', 'companyName', 'jwtExpire', 'refreshTokenExpires', 'subscriptionExpiryDate'];
  const user = Object.fromEntries(keys.filter((key) => data[key] !== undefined).map((key) => [key, data[key]]));
  const cookie = (name: string, value: string) => ({ name, value: encodeURIComponent(value), url: sys.baseUrl });
  return [
    cookie('jwt', String(data.token)),
    cookie('refreshToken', String(data.refreshToken)),
    cookie('user', JSON.stringify({ ...user, language })),
    cookie('language', language),
  ];
}

/** A manager's browser at 1366 px, signed in (its session cookies set), on a page whose live queue is connected. */
async function managerPage(login: Login, path: '/user/check-board' | '/user', language: 'ja' | 'en'): Promise<Page> {
  const context = await sys.browser.newContext({ baseURL: sys.baseUrl, viewport: { width: 1366, height: 900 } });
  await context.addCookies(await sessionCookies(login, language));
  await context.clock.install({ time: clock.now() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await page.goto(path);
  await page.locator(`html[lang="${language}"] .live-queue[data-connected="true"]`).waitFor();
  return page;
}

async function driverPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await sys.browser.newContext({ baseURL: sys.baseUrl, viewport: { width: 390, height: 844 }, isMobile: true });
  await setLanguage(context, sys.baseUrl, 'en');
  await context.clock.install({ time: clock.now() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.setDefaultNavigationTimeout(30_000);
  await page.goto('/driver-app');
  await page.getByLabel('Username').fill(driver.username);
  await page.getByLabel('Password').fill(driver.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  return { context, page };
}

/** A frame of the other side's camera arrived in this page's remote video. */
/** What the page function reads of the page (deploy's typecheck has no DOM library). */
type VideoPage = { document: { querySelector(selector: string): { readyState: number; videoWidth: number } | null } };
const remoteVideoPlays = (page: Page) =>
  page.waitForFunction(
    () => {
      const video = (globalThis as unknown as VideoPage).document.querySelector('video.live-call__remote');
      return !!video && video.readyState >= 2 && video.videoWidth > 0;
    },
    undefined,
    { timeout: 15_000 },
  );

const openLive = (page: Page, record: string, code = false) => page.goto(`/driver-app/live?record=${record}${code ? '&code=1' : ''}`);

describe.runIf(run)('live confirmation by video and by phone (issue 35)', { shuffle: false }, () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_live_confirmation', { clock });
    call = apiClient(sys.baseUrl);
    const logins = sys.system.seed!.logins;
    const [first, second] = logins.filter((login) => login.role === 'manager');
    const seededDriver = logins.find((login) => login.role === 'driver')!;
    const signedIn = await call('POST', '/auth/login', { body: { username: first!.username, password: first!.password } });
    managerToken = signedIn.body.data.token;
    managerId = signedIn.body.data._id;
    managerName = first!.name;
    // The queue rings for the managers of the driver's office (東京本社) and for those with no office; the seed's
    // second manager is 大阪営業所's and does not hear of this driver (issue 35 item 1). The other manager racing
    // to answer is one for the whole company.
    expect(second!.name).not.toBe(first!.name);
    const hq = await call('POST', '/manager', {
      token: managerToken,
      body: { ...managerBody('hq-live@fleetcheck.example'), firstName: '誠', lastName: '本部' },
    });
    expect(hq.status).toBe(201);
    otherLogin = { username: hq.body.data.username, password: hq.body.data.password };
    secondName = hq.body.data.name;
    const driverLogin = await call('POST', '/auth/driver-login', {
      body: { username: seededDriver.username, password: seededDriver.password },
    });
    driver = { id: driverLogin.body.data._id, name: seededDriver.name, username: seededDriver.username, password: seededDriver.password };
  }, LIMIT_MS);
  afterAll(async () => {
    await sys?.stop();
  });

  it(
    'the driver calls, both managers see it within a second, the first answers, video flows both ways, the visual check and 指示事項 are confirmed on the call; a call nobody answers sends the driver to the phone (with the office number) and alerts the managers on the dashboard, where a code proves the contact',
    async () => {
      const logins = sys.system.seed!.logins.filter((login) => login.role === 'manager');
      const videoRecord = await awaitingRecord('after_driving');
      const phoneRecord = await awaitingRecord('before_driving');
      // The board the managers open shows both records.
      await Promise.all([recordWhere(videoRecord, () => true), recordWhere(phoneRecord, () => true)]);
      const [manager, other, phone] = await Promise.all([
        managerPage(logins[0]!, '/user/check-board', 'en'),
        // The other manager on the dashboard, in Japanese.
        managerPage(otherLogin, '/user', 'ja'),
        driverPage(),
      ]);
      const driverApp = phone.page;

      // The driver calls: both managers' queues show the call within a second of the server taking it.
      await openLive(driverApp, videoRecord);
      const called = driverApp.waitForResponse((response) => response.url().endsWith('/live/call') && response.status() === 201);
      await driverApp.getByRole('button', { name: 'Call my manager' }).click();
      await called;
      const waiting = (page: Page) => page.locator('.live-queue__call[data-status="waiting"]', { hasText: driver.name });
      await Promise.all([waiting(manager).waitFor({ timeout: 1_000 }), waiting(other).waitFor({ timeout: 1_000 })]);
      await driverApp.getByText('Calling your managers…').waitFor();

      // The first manager answers; the other sees who took the call.
      await waiting(manager).getByRole('button', { name: 'Answer' }).click();
      const panel = manager.getByRole('dialog', { name: `Live call with ${driver.name}` });
      await panel.waitFor();
      await other.locator('.live-queue__call[data-status="taken"]', { hasText: `${managerName} が応答済み` }).waitFor();
      expect(secondName).not.toBe(managerName);

      // Video both ways: a frame of the other side's fake camera arrives on each side.
      await Promise.all([remoteVideoPlays(manager), remoteVideoPlays(driverApp)]);
      await driverApp.getByText(`On the call with ${managerName}.`).waitFor();
      await panel.locator('.live-call[data-phase="connected"]').waitFor();

      // The visual check, 指示事項 and the decision, confirmed during the call.
      for (const item of ['Face colour', 'Breath smell', 'Voice'])
        await panel.getByRole('group', { name: item }).getByLabel('Normal', { exact: true }).check();
      await panel.getByLabel('Instructions').fill('安全運転で帰庫してください');
      await panel.getByRole('button', { name: 'Confirm' }).click();
      await panel.getByText('Confirmed. The call has ended.').waitFor();
      await driverApp.getByText('Your manager confirmed the check.').waitFor();

      // The record: the video call, its start and end, both names; the manager's record view says so in words.
      const record = { body: await recordWhere(videoRecord, (r) => r.confirmationStatus === 'confirmed') };
      expect(record.body.instructions).toBe('安全運転で帰庫してください');
      expect(record.body.visualCheck).toMatchObject({ faceColour: 'normal', breathSmell: 'normal', voice: 'normal' });
      expect(record.body.liveConfirmation).toMatchObject({
        method: 'video_in_app',
        driver: { driverId: driver.id, name: driver.name },
        manager: { name: managerName },
      });
      expect(Date.parse(record.body.liveConfirmation.endedAt)).toBeGreaterThanOrEqual(Date.parse(record.body.liveConfirmation.startedAt));
      await manager.locator('.side-panel__footer').getByRole('button', { name: 'Close' }).click();
      const row = manager.locator(`tr[data-driver="${driver.id}"]`);
      await row.locator('td').nth(1).getByRole('button').click();
      const detail = manager.getByRole('dialog', { name: 'Check record' });
      await detail.getByText(/^Video call \(in app\) \d\d:\d\d–\d\d:\d\d, checked by /).waitFor();
      await detail.getByText(`checked by ${managerName}`, { exact: false }).waitFor();
      await detail.getByRole('button', { name: 'Close' }).click();

      // A call nobody answers: the server's and the phone's clocks pass the answer time; the driver is told to phone.
      await openLive(driverApp, phoneRecord);
      await driverApp.getByRole('button', { name: 'Call my manager' }).click();
      await waiting(manager).waitFor({ timeout: 1_000 });
      clock.moveBy(61_000);
      await driverApp.clock.fastForward(61_000);
      // The driver is given the office's number (the demo driver's office, 東京本社) and a button that dials it.
      await driverApp.getByText('Nobody answered. Please phone your office: 03-1111-2222').waitFor();
      expect(await driverApp.getByRole('link', { name: 'Call the office' }).getAttribute('href')).toBe('tel:0311112222');
      await waiting(manager).waitFor({ state: 'detached' });
      // The managers are told: the dashboard (the other manager's, in Japanese) names the driver and when they called.
      const unanswered = other.locator('[data-type="LIVE_CALL_UNANSWERED"] .notification__text');
      await unanswered.waitFor({ timeout: 20_000 });
      expect(await unanswered.textContent()).toMatch(
        new RegExp(
          `^\\d{4}\\.\\d\\d\\.\\d\\d \\d{1,2}:\\d\\d の ${driver.name} さんからのライブ確認の呼び出しに誰も応答しませんでした。運転者には営業所へ電話するよう案内しました。$`,
        ),
      );

      // The phone path: the manager issues a code from the record and reads it out; the driver types it.
      await driverApp.getByRole('button', { name: 'Enter a code from my manager' }).click();
      await row.locator('td').nth(0).getByRole('button').click();
      await manager.getByRole('dialog', { name: 'Check record' }).getByRole('button', { name: 'Confirm by phone with a code' }).click();
      const codePanel = manager.getByRole('dialog', { name: `Confirm by phone: ${driver.name}` });
      await codePanel.getByRole('button', { name: 'Issue a code' }).click();
      const code = (await codePanel.locator('[data-code]').getAttribute('data-code'))!;
      expect(code).toMatch(/^\d{6}$/);
      await codePanel.getByText(/^Valid until \d\d:\d\d$/).waitFor();
      const wrong = `${code.slice(0, 5)}${(Number(code[5]) + 1) % 10}`;
      await driverApp.getByLabel('Confirmation code').fill(wrong);
      await driverApp.getByRole('button', { name: 'Send the code' }).click();
      await driverApp.getByRole('alert').getByText('This code is not correct. Please check the 6 digits.').waitFor();
      await driverApp.getByLabel('Confirmation code').fill(code);
      await driverApp.getByRole('button', { name: 'Send the code' }).click();
      await driverApp.getByText('Code accepted').waitFor();
      await codePanel.getByText(/^The driver entered the code at \d\d:\d\d\.$/).waitFor();
      for (const item of ['Face colour', 'Breath smell', 'Voice'])
        await codePanel.getByRole('group', { name: item }).getByLabel('Normal', { exact: true }).check();
      await codePanel.getByRole('button', { name: 'Confirm' }).click();
      await codePanel.waitFor({ state: 'detached' });
      const byPhone = { body: await recordWhere(phoneRecord, (r) => r.confirmationStatus === 'confirmed') };
      expect(byPhone.body.liveConfirmation).toMatchObject({
        method: 'phone_code',
        driver: { name: driver.name },
        manager: { name: managerName },
      });
    },
    LIMIT_MS,
  );
});
