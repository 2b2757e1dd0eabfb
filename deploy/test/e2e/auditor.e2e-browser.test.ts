// Issue 22: an admin invites an auditor, the auditor chooses a password from the mailed link, signs in, opens a
// company's subscription history, replays it as of a past instant, exports it, verifies the company's record chain and
// downloads it, reads the access log, and cannot change anything; the admin then sees what the auditor opened
// and exported.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { mailOutboxCollection } from '@fleetcheck/platform';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { apiClient } from '../../src/simulate/api-client';
import { DEMO_LOGINS, ensurePlanRoom } from '../../src/simulate/fleet-access';
import { eventually } from '../support/eventually';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, setLanguage, startBrowserSystem, submitLogin, type BrowserSystem } from './browser-system';

const demoCompany = 'デモ運輸株式会社';
const auditorEmail = 'auditor@audit.example';
const auditorPassword = 'auditor-pass-22';
const { run } = browserSuiteStatus('auditor browser suite');

// One journey in steps: each step starts where the previous one left the browser (the mailed link, the signed-in
// page, the activity it recorded), so the steps keep their order when TEST_SHUFFLE_SEED shuffles the rest.
describe.runIf(run)('an auditor in the browser', { timeout: 180_000, shuffle: false }, () => {
  let system: BrowserSystem;
  let admin: { context: BrowserContext; page: Page };
  let auditor: { context: BrowserContext; page: Page };
  /** The server's clock: the demo seed subscribes at noon (Japan) of `seededDay`; the plan is raised a day later. */
  const start = clockFrom(noonInJapanTomorrow());
  let ahead = 0;
  const clock = { now: () => new Date(start.now().getTime() + ahead) };
  const seededDay = businessDay(start.now());
  let carsBefore = 0;
  let carsAfter = 0;

  beforeAll(async () => {
    system = await startBrowserSystem('auditor_e2e', { clock });
    const call = apiClient(system.baseUrl);
    const signIn = async (path: string, username: string, password: string) =>
      (await call('POST', path, { body: { username, password } })).body.data as { token: string; company: { _id: string } | null };
    const manager = await signIn('/auth/login', DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
    carsBefore = (await call('GET', '/subscription/view', { token: manager.token })).body.data.carCount as number;
    // A day later the admin raises the plan on the company's behalf: two changes an auditor can replay between.
    ahead = 24 * 3_600_000;
    const again = await signIn('/auth/login', DEMO_LOGINS.managerUsername, DEMO_LOGINS.managerPassword);
    const adminSession = await signIn('/auth/admin-login', DEMO_LOGINS.adminUsername, DEMO_LOGINS.adminPassword);
    await ensurePlanRoom(call, { adminToken: adminSession.token, managerToken: again.token, companyId: again.company!._id }, { cars: 40 });
    // The query side shows the raise once its projection has caught up.
    carsAfter = await eventually('the raised plan', async () => {
      const cars = (await call('GET', '/subscription/view', { token: again.token })).body.data.carCount as number;
      return cars > carsBefore ? cars : undefined;
    });
    admin = await system.signIn('admin', { language: 'en' });
  }, 300_000);
  afterAll(async () => {
    await admin?.context.close();
    await auditor?.context.close();
    await system?.stop();
  });

  it('the admin invites an auditor for the demo company', async () => {
    const { page } = admin;
    await page.goto('/admin/auditors');
    await page.getByRole('heading', { level: 1, name: 'Auditors' }).waitFor();
    await page.getByLabel('E-mail').fill(auditorEmail);
    await page.getByLabel('Name').fill('監査 太郎');
    await page.getByLabel('Only these companies').check();
    await page.getByLabel(demoCompany).check();
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByRole('status').getByText(`The invitation was sent to ${auditorEmail}.`).waitFor();
    await page.getByTestId('auditor-list').getByRole('cell', { name: auditorEmail }).waitFor();
    await page.getByTestId('auditor-list').getByRole('cell', { name: 'Invited' }).waitFor();
  });

  it('the auditor sets a password from the mailed link and signs in at the admin login', async () => {
    const outbox = system.system.stores.readStore.collection(mailOutboxCollection);
    const [mail] = await outbox.findMany({ filter: { to: auditorEmail }, sort: [{ field: 'createdAt', order: 'desc' }], limit: 1 });
    const link = /(\/auditor-invitation\?auth=[^\s"<]+)/.exec(mail!.text)?.[1];
    expect(link).toBeDefined();

    const context = await system.browser.newContext({ baseURL: system.baseUrl });
    await setLanguage(context, system.baseUrl, 'en');
    await context.clock.install({ time: clock.now() });
    const page = await context.newPage();
    auditor = { context, page };
    await page.goto(link!);
    await page.getByLabel('Password').fill(auditorPassword);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('heading', { name: 'Your password is set' }).waitFor();

    await submitLogin(page, auditorEmail, auditorPassword, '/admin-authorization');
    await page.waitForURL((url) => url.pathname === '/admin/audit/companies');
    await setLanguage(context, system.baseUrl, 'en');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Subscription history' }).waitFor();
  });

  it('opens the company history, replays it as of a past instant and exports it', async () => {
    const { page } = auditor;
    await page.getByRole('link', { name: demoCompany }).click();
    const timeline = page.getByTestId('audit-timeline');
    await timeline.waitFor();
    // The seed's changes and the raise a day later, each a row (plus the header); the raise is followed by the
    // invoice of its prorated difference (a bank-transfer plan change is billed, issue 37), the last row.
    await timeline.getByRole('row').last().getByRole('cell', { name: 'Invoice issued' }).waitFor();
    const rows = await timeline.getByRole('row').count();
    // The raise is the admin's, on the company's behalf: by name as the platform admin is named, the change in words.
    const raise = timeline.getByRole('row').nth(rows - 2);
    await raise
      .getByText(`${businessDay(clock.now())}`)
      .first()
      .waitFor();
    await raise.getByRole('cell', { name: 'Plan changed' }).waitFor();
    await raise.getByRole('cell', { name: 'FleetCheck Admin' }).first().waitFor();
    await page.getByRole('heading', { name: 'Current state' }).waitFor();
    const state = page.getByTestId('audit-state');
    await expect(state.locator('dt:has-text("Cars") + dd').textContent()).resolves.toBe(String(carsAfter));

    // One hour after the seed subscribed, before the raise.
    await page.getByLabel('State as of (Japan time)').fill(`${seededDay}T13:00`);
    await page.getByRole('button', { name: 'Replay' }).click();
    await page.getByRole('heading', { name: `State as of ${seededDay} 13:00` }).waitFor();
    await expect(state.locator('dt:has-text("Cars") + dd').textContent()).resolves.toBe(String(carsBefore));
    // Before the raise: neither the raise nor its invoice.
    await expect(timeline.getByRole('row').count()).resolves.toBe(rows - 2);
    expect(new URL(page.url()).searchParams.get('asOf')).toBe(`${seededDay}T13:00`);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^subscription-history-.+-as-of-.+\.csv$/);
    const csv = (await readFile((await download.path())!, 'utf8')).replace('\uFEFF', '').trim().split('\r\n');
    expect(csv).toHaveLength(rows - 2);
    expect(csv[0]!.startsWith('When (Japan time),Who,On behalf (admin),Change,Amount paid,')).toBe(true);
    // The event in words; its name only in the last column, for machines (issue 33).
    expect(csv[1]).toContain(',Subscription started,');
    expect(csv[1]!.endsWith(',SubscriptionStarted')).toBe(true);

    // The same timeline as the server's PDF, in the page's language, replayed to the same instant.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^subscription-history-.+-as-of-.+\.pdf$/);
    const { stdout } = await promisify(execFile)('pdftotext', ['-raw', (await pdf.path())!, '-']);
    const text = stdout.replace(/\n/g, '');
    expect(text).toContain('Subscription history');
    expect(text).toContain(`as of ${seededDay} 13:00`);
    expect(text).toContain(`State as of ${seededDay} 13:00: Status Active / Cars ${carsBefore}`);
  });

  it("verifies the company's record chain, then one office's, and downloads the month's record book of that office beside the verdict", async () => {
    const { page } = auditor;
    const section = page.getByTestId('record-chain-verification');
    await section.getByRole('button', { name: 'Verify' }).click();
    const verdict = page.getByTestId('record-chain-verdict');
    await verdict.getByText('Intact').waitFor();
    // The demo seed has no check records: an empty chain, whose head is the all-zero start of the chain.
    await verdict.getByText('0 links checked.').waitFor();
    await expect(verdict.locator('.audit__id').textContent()).resolves.toBe('0'.repeat(64));
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download record book (CSV)' }).click(),
    ]);
    const month = businessDay(clock.now()).slice(0, 7);
    // Named after the company (all its offices) and the month.
    expect(download.suggestedFilename()).toMatch(new RegExp(`^record-book_.+_${month}\\.csv$`));
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.startsWith('\uFEFFDate,Time,')).toBe(true);

    // One office's record book: the picker lists the company's offices (the demo seed's two), read from the server.
    const office = section.getByLabel('Office');
    await office.getByRole('option', { name: '東京本社' }).waitFor({ state: 'attached' });
    await expect(office.getByRole('option').allTextContents()).resolves.toEqual(['All offices', '大阪営業所', '東京本社']);
    await office.selectOption({ label: '東京本社' });
    const officeId = await office.inputValue();
    expect(officeId).not.toBe('');
    // Verified for that office: the company's whole chain (still empty), none of its links in Tokyo.
    await section.getByRole('button', { name: 'Verify' }).click();
    await verdict.getByText('Links of 東京本社 in the period: 0').waitFor();
    await expect(verdict.locator('.audit__id').textContent()).resolves.toBe('0'.repeat(64));
    const [officeDownload] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download record book (CSV)' }).click(),
    ]);
    expect(officeDownload.suggestedFilename()).toBe(`record-book_東京本社_${month}.csv`);
    expect((await readFile((await officeDownload.path())!, 'utf8')).startsWith('\uFEFFDate,Time,')).toBe(true);
  });

  it('opens the access log: the admin raised the plan in a session on the company’s behalf', async () => {
    const { page } = auditor;
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Access log' }).click();
    await page.getByRole('heading', { level: 2, name: 'Access log' }).waitFor();
    await page.getByLabel('Company').selectOption({ label: demoCompany });
    await page.getByLabel('From (Japan date)').fill(businessDay(clock.now()));
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === businessDay(clock.now()) && url.searchParams.has('company'));
    const sessions = page.getByTestId('access-log-sessions');
    const row = sessions.getByRole('row', { name: new RegExp(demoCompany) }).first();
    await row.getByRole('cell', { name: 'FleetCheck Admin' }).waitFor();
    // The change in words (issue 33 item 5), never the event's type.
    await row.getByText(/Subscription: plan changed/).waitFor();
    const changes = page.getByTestId('access-log-changes');
    await changes
      .getByRole('row', { name: /Subscription: plan changed/ })
      .getByRole('cell', { name: "On the company's behalf" })
      .waitFor();
  });

  it('cannot change anything: no admin pages, and every write is refused', async () => {
    const { page, context } = auditor;
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    const links = await menu.getByRole('link').allTextContents();
    expect(links).toContain('Subscription history');
    expect(links.filter((name) => ['Companies', 'Devices', 'Operations', 'Auditors'].includes(name))).toEqual([]);
    const token = (await context.cookies()).find((cookie) => cookie.name === 'jwt')?.value;
    expect(token).toBeTruthy();
    const companyId = new URL(page.url()).pathname.split('/').at(-1)!;
    const onBehalf = await page.request.post('/api/v1/auth/getAccessOnBehalf', {
      headers: { authorization: `JWT ${decodeURIComponent(token!)}` },
      data: { company: companyId },
    });
    expect(onBehalf.status()).toBe(403);
    expect((await onBehalf.json()).error.key).toBe('Errors.AuditorReadOnly');
    // An admin page tells the auditor why it is closed to them, on the audit pages (issue 33 item 5).
    await page.goto('/admin/companies');
    await page.waitForURL((url) => url.pathname === '/admin/audit/companies');
    expect(await page.getByRole('alert').first().textContent()).toMatch(/運営管理者専用|for platform admins only/);
  });

  it('the admin sees what the auditor opened and exported', async () => {
    const { page } = admin;
    await page.goto('/admin/auditors');
    const row = page.getByTestId('auditor-list').getByRole('row', { name: new RegExp(auditorEmail) });
    await row.getByRole('cell', { name: 'Active' }).waitFor();
    await row.getByRole('button', { name: 'What they read' }).click();
    const activity = page.getByTestId('auditor-activity');
    await activity.getByRole('cell', { name: 'Exported' }).first().waitFor();
    await activity
      .getByRole('cell', { name: /^\/admin\/audit\/companies\/.+\?asOf=/ })
      .first()
      .waitFor();
    await activity.getByRole('cell', { name: '/admin/audit/companies', exact: true }).first().waitFor();
    // Files the server makes, and every read of the auditor, are recorded by the server (query-api) itself.
    const month = businessDay(clock.now()).slice(0, 7);
    await activity
      .getByRole('cell', { name: new RegExp(`^/audit/company/.+/ledger-export\\?month=${month}&format=csv&.*&office=`) })
      .waitFor();
    await activity
      .getByRole('cell', { name: new RegExp(`^/audit/company/.+/ledger-export\\?month=${month}&format=csv&language=en$`) })
      .waitFor();
    await activity
      .getByRole('cell', { name: /^\/admin\/company\/.+\/subscription-history\?format=pdf&/ })
      .first()
      .waitFor();
    await activity.getByRole('cell', { name: 'Read', exact: true }).first().waitFor();
    await activity
      .getByRole('cell', { name: /^\/admin\/audit\/access-log\?company=.+&from=/ })
      .first()
      .waitFor();
  });
});
