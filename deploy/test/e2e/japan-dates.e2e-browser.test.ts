import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { addDays, businessDay, businessDayStart } from '@fleetcheck/domain/calendar/business-day';
import { clockFrom } from '../support/pinned-clock';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';

/*
 * Dates shown in the browser between midnight and 09:00 in Japan, when UTC is still on the day before (issue 17
 * item 5): the server and the browser share a clock started at 00:30 tomorrow in Japan (in the future, so the
 * browser's cookies, dated by the real clock, stay valid). Every date below must be that Japanese day.
 */
const { run } = browserSuiteStatus('Japan dates browser suite');
const japanDay = addDays(businessDay(new Date()), 1);
const clock = clockFrom(new Date(Date.parse(businessDayStart(japanDay)) + 30 * 60_000));
const dotted = japanDay.replaceAll('-', '.');
const utcDay = new Date(Date.parse(businessDayStart(japanDay)) + 30 * 60_000).toISOString().slice(0, 10);
const demoCompany = 'デモ運輸株式会社';

describe.runIf(run)('dates at 00:30 in Japan', { timeout: 120_000 }, () => {
  let sys: BrowserSystem;
  let admin: { context: BrowserContext; page: Page };
  let manager: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    sys = await startBrowserSystem('fc_japan_dates', { clock });
    admin = await sys.signIn('admin', { language: 'en' });
    manager = await sys.signIn('manager', { language: 'en' });
  }, 240_000);
  afterAll(async () => {
    await admin?.context.close();
    await manager?.context.close();
    await sys?.stop();
  });

  it('runs on a clock where Japan is a day ahead of UTC', () => {
    expect(utcDay).not.toBe(japanDay);
    expect(businessDay(clock.now())).toBe(japanDay);
  });

  it("the company's device list dates a detector added now on the Japanese day", async () => {
    const { page } = manager;
    await page.goto('/user/devices');
    await page.getByRole('button', { name: 'Add Device' }).click();
    await page.getByLabel(/Serial number/).fill('E2E-JST-0001');
    await page.getByRole('button', { name: 'Add New' }).click();
    const added = page.getByRole('dialog').last();
    await added.getByText('E2E-JST-0001').waitFor();
    await added.getByRole('button', { name: 'Close' }).click();
    const row = page.getByRole('row', { name: /E2E-JST-0001/ });
    await row.waitFor();
    await expect(row.textContent()).resolves.toContain(dotted);
  });

  it("the admin's device form opens on the Japanese day", async () => {
    const { page } = admin;
    await page.goto('/admin/devices');
    await page.getByRole('button', { name: 'Add Device' }).click();
    const panel = page.locator('[data-panel-id="admin-add-device"]');
    await expect(panel.locator('input[name="regDate"]').inputValue()).resolves.toBe(japanDay);
    await panel.getByRole('button', { name: 'Cancel' }).click();
  });

  it('an invoice issued now is dated the Japanese day', async () => {
    const { page } = admin;
    await page.goto('/admin/companies');
    await page.getByRole('button', { name: `View ${demoCompany}` }).click();
    const panel = page.locator('[data-panel-id="view-admin-company"]');
    await panel.getByRole('button', { name: 'Create invoice' }).click();
    const created = page.getByRole('dialog', { name: 'Success' });
    const invoiceNo = /INV-\d+/.exec((await created.textContent()) ?? '')?.[0];
    await created.getByRole('button', { name: 'Close' }).click();
    const details = panel.getByRole('region', { name: `Invoice ${invoiceNo}` });
    await details.getByText('Not sent yet').waitFor();
    await expect(details.textContent()).resolves.toContain(`Issued${dotted}`);
  });
});
