// The platform admin's screens in chromium against the whole local profile with the demo seed:
// companies (search, view panel, invoices, access on behalf), the device registry and the FAQ.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import { companiesCollection, driversCollection } from '@fleetcheck/contracts';
import { deviceReading } from '../../src/simulate/readings';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';

const demoCompany = 'デモ運輸株式会社';
/** The seed rents the demo company three detectors; the device test rents it one more when it runs (the order is shuffled). */
const SEEDED_RENTALS = 3;
let rentedHere = 0;
const { run } = browserSuiteStatus('admin browser suite');
/** The server's and the browser's clock: noon in Japan, so the seed's "today" and the suite's stay one day. */
const clock = clockFrom(noonInJapanTomorrow());

describe.runIf(run)('admin screens in the browser', { timeout: 120_000 }, () => {
  let system: BrowserSystem;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    system = await startBrowserSystem('admin_e2e', { clock });
    // Signing in applies the user's saved language; the admin checks read the English texts.
    ({ context, page } = await system.signIn('admin', { language: 'en' }));
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await system?.stop();
  });

  const dialog = (name: string | RegExp) => page.getByRole('dialog', { name });
  const closeResultDialog = async (title: string | RegExp) => {
    const result = dialog(title);
    await result.getByRole('button', { name: 'Close' }).click();
    await result.waitFor({ state: 'detached' });
  };
  const search = async (text: string) => {
    await page.getByRole('searchbox', { name: 'Search' }).fill(text);
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
  };

  it('lists and searches companies and shows one in the view panel with its devices', async () => {
    await page.goto('/admin/companies');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Companies');
    await page.getByRole('cell', { name: demoCompany, exact: true }).waitFor();
    await expect(page.getByText('1-1 of 1 results').count()).resolves.toBe(1);

    await search('no-such-company');
    await page.getByText('No companies have registered yet.').waitFor();
    expect(new URL(page.url()).searchParams.get('query')).toBe('no-such-company');
    await search('デモ');
    await page.getByRole('cell', { name: demoCompany, exact: true }).waitFor();

    await page.getByRole('button', { name: `View ${demoCompany}` }).click();
    const panel = page.locator('[data-panel-id="view-admin-company"]');
    await panel.getByRole('heading', { name: demoCompany }).waitFor();
    await panel.getByText('demo-company@fleetcheck.example').waitFor();
    const devices = panel.getByRole('region', { name: 'Devices' }).getByRole('row');
    await devices.nth(1).waitFor();
    // The seed assigns three detectors to the demo company: a header row and three device rows, and the one the
    // device test registers to it when that test runs first (the order is shuffled).
    const registeredHere = await devices.filter({ hasText: 'E2E-ALC-' }).count();
    await expect(devices.count()).resolves.toBe(4 + registeredHere);
  });

  it('shows at 1366 px each company with its manager, plan, status, payment method and next billing day, headers on one line', async () => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/admin/companies');
    await page.getByRole('cell', { name: demoCompany, exact: true }).waitFor();
    expect((await page.locator('table.data-table thead th').allTextContents()).map((text) => text.trim()).slice(0, 10)).toEqual([
      'Company name',
      'Manager',
      'Email',
      'Phone',
      'Plan (cars / devices)',
      'Status',
      'Payment method',
      'Next billing',
      'Devices rented',
      'Registered',
    ]);
    // The seed's plan: 12 cars and 10 detectors a year by bank transfer, paid today (Japan), so billed again a year on.
    const [year, month, day] = businessDay(clock.now()).split('-');
    const cells = (
      await page
        .getByRole('row', { name: new RegExp(demoCompany) })
        .locator('td')
        .allTextContents()
    ).slice(0, 10);
    expect(cells).toEqual([
      demoCompany,
      '山田 太郎',
      'demo-company@fleetcheck.example',
      '03-1234-5678',
      '12 / 10 (Yearly)',
      'Active',
      'Bank transfer',
      `${Number(year) + 1}.${month}.${day}`,
      String(SEEDED_RENTALS + rentedHere),
      `${year}.${month}.${day}`,
    ]);
    // No header wraps: each text of a header lies in one line box (a wrapped or broken text has several).
    const linesPerText = await page.evaluate<number[]>(`[...document.querySelectorAll('table.data-table thead th')].flatMap((th) => {
      const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      const lines = [];
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        lines.push(range.getClientRects().length);
      }
      return lines;
    })`);
    expect(linesPerText.length).toBeGreaterThanOrEqual(10);
    expect(linesPerText.filter((lines) => lines !== 1)).toEqual([]);
  });

  it('creates an invoice for the company, views it and sends it by e-mail', async () => {
    // The company's view panel, opened here: the test runs alone or after any other.
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: `View ${demoCompany}` }).click();
    const panel = page.locator('[data-panel-id="view-admin-company"]');
    await panel.getByRole('heading', { name: demoCompany }).waitFor();
    await panel.getByRole('button', { name: 'Create invoice' }).click();
    const created = dialog('Success');
    const message = (await created.textContent()) ?? '';
    const invoiceNo = /INV-\d+/.exec(message)?.[0];
    expect(invoiceNo).toBeDefined();
    await closeResultDialog('Success');

    const details = panel.getByRole('region', { name: `Invoice ${invoiceNo}` });
    await details.getByText('Not sent yet').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), details.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await details.getByRole('button', { name: 'Send by e-mail' }).click();
    await dialog('Success').getByText(`Invoice ${invoiceNo} was sent to demo-company@fleetcheck.example.`).waitFor();
    await closeResultDialog('Success');
    await details.getByText('Not sent yet').waitFor({ state: 'detached' });
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  it('enters the company on its behalf and comes back to the admin dashboard', async () => {
    await page.goto('/admin/companies');
    await page
      .getByRole('row', { name: new RegExp(demoCompany) })
      .getByRole('button', { name: 'Enter on behalf' })
      .click();
    await page.waitForURL((url) => url.pathname === '/user');
    const back = page.getByRole('button', { name: 'Back to Admin Dashboard' });
    await back.waitFor();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).count()).resolves.toBe(1);

    await back.click();
    await page.waitForURL((url) => url.pathname === '/admin/companies');
    await page.getByRole('cell', { name: demoCompany, exact: true }).waitFor();
    await expect(page.getByRole('button', { name: 'Back to Admin Dashboard' }).count()).resolves.toBe(0);
  });

  it('registers a device, assigns it to a company, and refuses a duplicate serial with the translated error', async () => {
    await page.goto('/admin/devices');
    const register = async (serialNo: string) => {
      await page.getByRole('button', { name: 'Add Device' }).click();
      const panel = page.locator('[data-panel-id="admin-add-device"]');
      await panel.getByLabel('Serial number').fill(serialNo);
      await panel.getByLabel('Company').selectOption({ label: demoCompany });
      await panel.getByLabel('Status').selectOption({ label: 'In service' });
      await panel.getByRole('button', { name: 'Add New' }).click();
      return panel;
    };

    await register('E2E-ALC-0001');
    const added = dialog('Device added');
    await added.getByText('E2E-ALC-0001').waitFor();
    rentedHere++;
    // The detector's secret, shown this once with a copy button and the warning that it is not shown again.
    const secret = ((await added.locator('.credentials__secret').textContent()) ?? '').trim();
    expect(secret.length).toBeGreaterThan(20);
    await expect(added.getByRole('note').textContent()).resolves.toBe(
      'This secret is shown only once. Enter it in the detector now: FleetCheck keeps only a hash of it.',
    );
    await added.getByRole('button', { name: 'Copy' }).waitFor();
    await closeResultDialog('Device added');

    // A detector set up with that secret records a breath test; another secret is refused.
    const stores = system.system.stores.readStore;
    const [company] = await stores.collection(companiesCollection).findMany({ filter: { name: demoCompany } });
    const [driver] = await stores.collection(driversCollection).findMany({ filter: { companyId: company!._id } });
    const send = (deviceSecret: string) =>
      fetch(`${system.baseUrl}/api/v1/test-result/device`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Device ${deviceSecret}` },
        body: JSON.stringify(deviceReading({ driverId: driver!._id, carId: driver!.carId ?? null, name: '' }, 0)),
      });
    expect((await send(`${secret}x`)).status).toBe(401);
    expect((await send(secret)).status).toBe(201);
    await search('E2E-ALC-0001');
    const row = page.getByRole('row', { name: /E2E-ALC-0001/ });
    await row.waitFor();
    expect(await row.textContent()).toContain(demoCompany);

    const panel = await register('E2E-ALC-0001');
    await dialog('Error').getByText('This serial number is already registered.').waitFor();
    await closeResultDialog('Error');
    await panel.getByText('This serial number is already registered.').waitFor();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await search('E2E-ALC-0001');
    await expect(page.getByRole('row', { name: /E2E-ALC-0001/ }).count()).resolves.toBe(1);
  });

  it('creates a FAQ category and an article in both languages that the help panel shows, sanitised', async () => {
    await page.goto('/admin/faq-categories');
    await page.getByRole('button', { name: 'Add Category' }).click();
    const categoryPanel = page.locator('[data-panel-id="admin-add-faq-category"]');
    await categoryPanel.getByLabel('Title (English)').fill('Detectors');
    await categoryPanel.getByLabel('Title (Japanese)').fill('検知器');
    await categoryPanel.getByRole('button', { name: 'Add New' }).click();
    await closeResultDialog('Category added');
    await page.getByRole('cell', { name: 'Detectors', exact: true }).waitFor();

    await page.goto('/admin/faq-article-list');
    await page.getByRole('button', { name: 'Add Article' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/faq-article-creator');
    await page.getByLabel('Category').selectOption({ label: 'Detectors' });
    await page.getByLabel('Question (English)').fill('How do I charge the detector?');
    await page.getByLabel('Question (Japanese)').fill('検知器の充電方法は？');
    const englishEditor = page.getByRole('textbox', { name: 'Answer (English)' });
    await englishEditor.click();
    await page.keyboard.type('Connect the USB cable.');
    // The Japanese answer is typed as HTML in the code view, with a payload the server must strip.
    await page.getByRole('toolbar', { name: 'Formatting of Answer (Japanese)' }).getByRole('button', { name: 'Code view' }).click();
    await page
      .getByLabel('HTML of Answer (Japanese)')
      .fill('<p>USBケーブルを接続します。</p><img src=x onerror="document.title=\'pwned\'"><script>document.title="pwned"</script>');
    await page.getByRole('toolbar', { name: 'Formatting of Answer (English)' }).getByRole('button', { name: 'Preview' }).click();
    await page.locator('[data-panel-id="preview-editor-en"]').getByText('Connect the USB cable.').waitFor();
    await page.locator('[data-panel-id="preview-editor-en"]').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Add New' }).click();
    await closeResultDialog('Article added');
    await page.waitForURL((url) => url.pathname === '/admin/faq-article-list');
    await page.getByRole('cell', { name: 'How do I charge the detector?', exact: true }).waitFor();

    const manager = await system.signIn('manager');
    try {
      const helpPanel = manager.page.getByRole('dialog');
      const openAnswer = async (category: string, question: string, answer: string) => {
        await manager.page.goto('/user#help');
        await helpPanel.getByText(category, { exact: true }).click();
        await helpPanel.getByText(question, { exact: true }).click();
        await helpPanel.getByText(answer).waitFor();
      };
      // The demo manager works in Japanese; then the same article in English through the language switch.
      await openAnswer('検知器', '検知器の充電方法は？', 'USBケーブルを接続します。');
      const answerHtml = await helpPanel.getByText('USBケーブルを接続します。').locator('..').innerHTML();
      expect(answerHtml).not.toMatch(/<img|onerror|<script/i);
      expect(await manager.page.title()).not.toBe('pwned');

      await Promise.all([manager.page.waitForEvent('load'), manager.page.locator('.language-switch select').selectOption('en')]);
      await openAnswer('Detectors', 'How do I charge the detector?', 'Connect the USB cable.');
    } finally {
      await manager.context.close();
    }
  });
});
