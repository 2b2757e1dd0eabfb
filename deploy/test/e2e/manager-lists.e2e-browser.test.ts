import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';
import { fillCar, fillDriver as fillDriverIn, formsClock, japanYear } from './fleet-forms';
import { uiText } from './ui-text';

const suite = 'manager list pages (browser)';
const { run } = browserSuiteStatus(suite);
/** A 1×1 PNG: the smallest real image to upload. */
const PIXEL_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const en = uiText('en');

/** Fills the add-driver panel with a valid driver (the demo company has cars to choose from). */
const fillDriver = (page: Page, lastName: string, firstName: string) => fillDriverIn(page, en, lastName, firstName);

describe.runIf(run)(suite, () => {
  let browser: BrowserSystem;

  const signInAs = (language: 'ja' | 'en') => browser.signIn('manager', { language });

  beforeAll(async () => {
    browser = await startBrowserSystem('fc_e2e_lists', { clock: formsClock });
  }, 240_000);
  afterAll(async () => {
    await browser?.stop();
  });

  it('creates a driver, shows the credentials once and the row; searches, sorts, edits, resets and deletes it', async () => {
    const { context, page } = await signInAs('en');
    await page.goto('/user/drivers');
    // The three demo drivers, and the one the photo test adds when it runs first (the order is shuffled).
    const summary = page.getByText(/^1-\d+ of \d+ results$/);
    await summary.waitFor();
    const before = Number(/of (\d+) results/.exec((await summary.textContent()) ?? '')?.[1]);
    expect([3, 4]).toContain(before);
    await expect.poll(() => page.getByRole('row').count()).toBe(1 + before);
    const shown = (count: number) => page.getByText(`1-${count} of ${count} results`).waitFor();

    await page.getByRole('button', { name: 'Add Driver' }).click();
    await fillDriver(page, '森', '花子');
    await page.getByRole('button', { name: 'Add New' }).click();
    const created = page.getByRole('dialog', { name: 'Driver added' });
    await created.getByText('森 花子').waitFor();
    const username = await created.locator('dd').nth(1).textContent();
    const password = await created.locator('dd').nth(2).textContent();
    expect(username).toBeTruthy();
    expect(password?.length).toBeGreaterThanOrEqual(6);
    await created.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('cell', { name: '森 花子', exact: true }).waitFor();
    await shown(before + 1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('森');
    await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await page.getByText('1-1 of 1 results').waitFor();
    expect(page.url()).toContain('query=');
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await shown(before + 1);

    await page.getByRole('button', { name: /^Licence number/ }).click();
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('301234567890');
    await page.getByRole('button', { name: /^Licence number/ }).click();
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('621234567892');
    expect(await page.getByRole('columnheader', { name: /Licence number/ }).getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('button', { name: 'Edit 森 花子' }).click();
    await page.locator('aside[data-panel-id="edit-driver"]').getByLabel('First name *', { exact: true }).fill('桜子');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Driver saved' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('cell', { name: '森 桜子', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Reset the password of 森 桜子' }).click();
    await page.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Reset password' }).click();
    const reset = page.getByRole('dialog', { name: 'The password was reset' });
    await reset.getByText(username ?? '').waitFor();
    expect(await reset.locator('dd').nth(2).textContent()).not.toBe(password);
    await reset.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Delete 森 桜子' }).click();
    await page.getByRole('dialog', { name: 'Delete driver' }).getByRole('button', { name: 'Delete' }).click();
    await shown(before);
    expect(await page.getByRole('cell', { name: '森 桜子', exact: true }).count()).toBe(0);
    await context.close();
  }, 120_000);

  it('shows validation errors in Japanese and keeps the own manager account undeletable', async () => {
    const { context, page } = await signInAs('ja');
    await page.goto('/user/drivers');
    await page.getByRole('button', { name: 'ドライバーを追加' }).click();
    await page.getByRole('button', { name: '新規追加' }).click();
    expect(await page.getByText('この項目は必須です').count()).toBeGreaterThanOrEqual(8);

    await page.goto('/user/managers');
    await page.getByRole('cell', { name: '山田 太郎', exact: true }).waitFor();
    const ownDelete = page.getByRole('row', { name: /山田 太郎/ }).getByRole('button', { name: /削除|Delete/ });
    expect(await ownDelete.isDisabled()).toBe(true);
    await context.close();
  }, 120_000);

  it('adds a car and a device, each showing in its list', async () => {
    const { context, page } = await signInAs('en');
    await page.goto('/user/cars');
    await page.getByText('1-3 of 3 results').waitFor();
    await page.getByRole('button', { name: 'Add Car' }).click();
    await fillCar(page, en, '練馬 400 た 11-22');
    await page.getByRole('button', { name: 'Add New' }).click();
    const carAdded = page.getByRole('dialog', { name: 'Car added' });
    // Named as a car, under its number: not a person's "Name".
    expect(await carAdded.locator('dt').first().textContent()).toBe('Car number');
    await carAdded.getByText('練馬 400 た 11-22').waitFor();
    await carAdded.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('cell', { name: '練馬 400 た 11-22', exact: true }).waitFor();
    await page
      .getByRole('row', { name: /練馬 400 た 11-22/ })
      .getByText(`${japanYear + 1}.03.15`)
      .first()
      .waitFor();

    await page.goto('/user/devices');
    await page.getByRole('button', { name: 'Add Device' }).click();
    await page.locator('aside[data-panel-id="add-device"]').getByLabel('Serial number *').fill('E2E-DEV-001');
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('dialog', { name: 'Device added' }).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('cell', { name: 'E2E-DEV-001', exact: true }).waitFor();
    await context.close();
  }, 120_000);

  it('saves a change on the company page and on the settings page', async () => {
    const { context, page } = await signInAs('en');
    await page.goto('/user/company');
    const phone = page.getByLabel('Phone *');
    await phone.fill('03-9999-0000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Company details saved' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect.poll(() => page.getByLabel('Phone *').inputValue()).toBe('03-9999-0000');

    await page.goto('/user/settings');
    await page.getByLabel('Mobile *').fill('09011112222');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Account saved' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect.poll(() => page.getByLabel('Mobile *').inputValue()).toBe('09011112222');

    await page.getByRole('button', { name: /山田/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const profile = page.locator('aside[data-panel-id="profile"]');
    await expect.poll(() => profile.getByLabel('Mobile *').inputValue()).toBe('09011112222');
    // The header's Profile panel edits too; a new e-mail (the login) needs the right current password.
    const ownEmail = await profile.getByLabel('Email *').inputValue();
    await profile.getByLabel('Mobile *').fill('09033334444');
    await profile.getByLabel('Email *').fill('yamada-new@fleetcheck.example');
    await profile.getByLabel('Current password').fill('not-my-password');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'Close' }).click();
    await profile.getByText('The current password is not correct.').waitFor();
    await profile.getByLabel('Email *').fill(ownEmail);
    await profile.getByLabel('Current password').fill('');
    await profile.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Account saved' }).getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await expect.poll(() => page.getByLabel('Mobile *').inputValue()).toBe('09033334444');
    await context.close();
  }, 120_000);

  it('uploads a photo for a driver (images only) and shows it in the driver view', async () => {
    const { context, page } = await signInAs('en');
    await page.goto('/user/drivers');
    await page.getByRole('button', { name: 'Add Driver' }).click();
    await fillDriver(page, '林', '写真');
    const photo = page.locator('aside[data-panel-id="add-driver"]').getByLabel('Photo');
    await photo.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Only image files can be uploaded.').waitFor();
    await photo.setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: Buffer.from(PIXEL_PNG, 'base64') });
    await page.locator('aside[data-panel-id="add-driver"] img[alt="Photo"]').waitFor();
    expect(await page.getByText('Only image files can be uploaded.').count()).toBe(0);
    await page.getByRole('button', { name: 'Add New' }).click();
    await page.getByRole('dialog', { name: 'Driver added' }).getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'View 林 写真' }).click();
    const avatar = page.locator('img[alt="林"]');
    await avatar.waitFor();
    await expect.poll(() => avatar.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
    expect(await avatar.getAttribute('src')).toMatch(/^blob:/);
    await context.close();
  }, 120_000);
});
