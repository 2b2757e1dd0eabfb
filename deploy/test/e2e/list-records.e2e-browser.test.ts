import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { apiClient } from '../../src/simulate/api-client';
import { browserSuiteStatus, startBrowserSystem, type BrowserSystem } from './browser-system';
import { fillCar, fillManager, fillOffice } from './fleet-forms';
import { uiText } from './ui-text';

/*
 * Create, edit and delete on the list pages in chromium against the whole local profile: the manager's
 * offices, managers, cars and devices, and the admin's devices and companies (the spec has no create for
 * companies: one signs up through the public API and the admin edits and deletes it). The drivers list has
 * its own journey in manager-lists.e2e-browser.test.ts.
 */
const { run } = browserSuiteStatus('list records browser suite');
const en = uiText('en');

/** Clicks a row's edit button, lets `change` fill the edit panel, saves and closes the success dialog titled `saved`. */
async function editRow(
  page: Page,
  label: string,
  panelId: string,
  saved: string,
  change: (panel: Locator) => Promise<void>,
): Promise<void> {
  await page.getByRole('button', { name: `Edit ${label}`, exact: true }).click();
  const panel = page.locator(`[data-panel-id="${panelId}"]`);
  await change(panel);
  await panel.getByRole('button', { name: 'Save' }).click();
  await closeDialog(page, saved);
  await panel.waitFor({ state: 'detached' });
}

/** Deletes a row through its delete button and the confirmation; waits until the row is gone. */
async function deleteRow(page: Page, label: string, confirmTitle: string): Promise<void> {
  await page.getByRole('button', { name: `Delete ${label}`, exact: true }).click();
  await page.getByRole('dialog', { name: confirmTitle }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('cell', { name: label, exact: true }).waitFor({ state: 'detached' });
}

/** Presses Add New in the open add panel and closes the success dialog, which names the record added: its title and name. */
async function addNew(page: Page, added: string, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New' }).click();
  await page.getByRole('dialog', { name: added }).getByText(name, { exact: true }).waitFor();
  await closeDialog(page, added);
}

async function closeDialog(page: Page, title: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const cell = (page: Page, text: string) => page.getByRole('cell', { name: text, exact: true });

describe.runIf(run)('list records: create, edit and delete', { timeout: 120_000 }, () => {
  let sys: BrowserSystem;

  beforeAll(async () => {
    sys = await startBrowserSystem('fc_e2e_records');
  }, 240_000);
  afterAll(async () => {
    await sys?.stop();
  });

  describe('as the manager', () => {
    let page: Page;
    beforeAll(async () => {
      ({ page } = await sys.signIn('manager', { language: 'en' }));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('adds an office, renames it and deletes it', async () => {
      await page.goto('/user/offices');
      await page.getByRole('button', { name: 'Add Office' }).click();
      await fillOffice(page, en, '新宿営業所');
      await addNew(page, 'Office added', '新宿営業所');
      await cell(page, '新宿営業所').waitFor();

      await editRow(page, '新宿営業所', 'edit-office', 'Office saved', async (panel) => {
        await panel.getByLabel('Office name *').fill('新宿第二営業所');
        await panel.getByLabel('Fax').fill('03-5555-0299');
      });
      await cell(page, '新宿第二営業所').waitFor();
      await expect(page.getByRole('row', { name: /新宿第二営業所/ }).textContent()).resolves.toContain('03-5555-0299');

      await deleteRow(page, '新宿第二営業所', 'Delete office');
      await expect(cell(page, '新宿営業所').count()).resolves.toBe(0);
    });

    it('adds a manager (credentials shown once), edits and deletes them', async () => {
      await page.goto('/user/managers');
      await page.getByRole('button', { name: 'Add Manager' }).click();
      await fillManager(page, en, { lastName: '木村', firstName: '愛', email: 'kimura.records@fleetcheck.example' });
      await page.getByRole('button', { name: 'Add New' }).click();
      const created = page.getByRole('dialog', { name: 'Manager added' });
      await created.getByText('木村 愛').waitFor();
      await expect(created.locator('dd').nth(1).textContent()).resolves.toBeTruthy();
      await closeDialog(page, 'Manager added');
      await cell(page, '木村 愛').waitFor();

      await editRow(page, '木村 愛', 'edit-manager', 'Manager saved', async (panel) => {
        await panel.getByLabel('First name *', { exact: true }).fill('藍');
        await panel.getByLabel('Mobile *').fill('09077778888');
      });
      await cell(page, '木村 藍').waitFor();
      await expect(page.getByRole('row', { name: /木村 藍/ }).textContent()).resolves.toContain('09077778888');

      await deleteRow(page, '木村 藍', 'Delete manager');
    });

    it('adds a car, changes its model and deletes it', async () => {
      await page.goto('/user/cars');
      await page.getByRole('button', { name: 'Add Car' }).click();
      await fillCar(page, en, '品川 500 さ 12-34');
      await addNew(page, 'Car added', '品川 500 さ 12-34');
      await cell(page, '品川 500 さ 12-34').waitFor();

      await editRow(page, '品川 500 さ 12-34', 'edit-car', 'Car saved', async (panel) => {
        await panel.getByLabel('Model *').fill('HiAce');
      });
      await page
        .getByRole('row', { name: /品川 500 さ 12-34/ })
        .getByRole('cell', { name: 'HiAce', exact: true })
        .waitFor();

      await deleteRow(page, '品川 500 さ 12-34', 'Delete car');
    });

    it('adds a device, changes its serial number and deletes it', async () => {
      await page.goto('/user/devices');
      await page.getByRole('button', { name: 'Add Device' }).click();
      await page.locator('[data-panel-id="add-device"]').getByLabel('Serial number *').fill('REC-DEV-001');
      await addNew(page, 'Device added', 'REC-DEV-001');
      await cell(page, 'REC-DEV-001').waitFor();

      await editRow(page, 'REC-DEV-001', 'edit-device', 'Device saved', async (panel) => {
        await panel.getByLabel('Serial number *').fill('REC-DEV-002');
      });
      await cell(page, 'REC-DEV-002').waitFor();
      await expect(cell(page, 'REC-DEV-001').count()).resolves.toBe(0);

      await deleteRow(page, 'REC-DEV-002', 'Delete device');
    });
  });

  describe('as the admin', () => {
    let page: Page;
    const search = async (text: string) => {
      await page.getByRole('searchbox', { name: 'Search' }).fill(text);
      await page.getByRole('searchbox', { name: 'Search' }).press('Enter');
    };
    beforeAll(async () => {
      ({ page } = await sys.signIn('admin', { language: 'en' }));
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('registers a device, changes its status, returns it to stock and deletes it', async () => {
      await page.goto('/admin/devices');
      await page.getByRole('button', { name: 'Add Device' }).click();
      const added = page.locator('[data-panel-id="admin-add-device"]');
      await added.getByLabel('Serial number').fill('REC-ALC-0001');
      await added.getByLabel('Company').selectOption({ index: 1 });
      await addNew(page, 'Device added', 'REC-ALC-0001');
      await search('REC-ALC-0001');
      await cell(page, 'REC-ALC-0001').waitFor();

      await editRow(page, 'REC-ALC-0001', 'admin-edit-device', 'Device saved', async (panel) => {
        await panel.getByLabel('Status').selectOption({ label: 'Under maintenance' });
      });
      await page
        .getByRole('row', { name: /REC-ALC-0001/ })
        .getByRole('cell', { name: 'Under maintenance', exact: true })
        .waitFor();

      // A rented device cannot be deleted; back in stock it can.
      await page.getByRole('button', { name: 'Delete REC-ALC-0001', exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete device' }).getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog', { name: 'Error' }).getByText('This device is still in use.').waitFor();
      await closeDialog(page, 'Error');
      await page.getByRole('button', { name: 'Return REC-ALC-0001 to stock' }).click();
      await page.getByRole('button', { name: 'Return REC-ALC-0001 to stock' }).waitFor({ state: 'detached' });
      await deleteRow(page, 'REC-ALC-0001', 'Delete device');
      await page.getByText('No devices have been registered yet.').waitFor();
    });

    it('edits a company that signed up and deletes it', async () => {
      const signedUp = await apiClient(sys.baseUrl)('POST', '/auth/register', {
        body: {
          company: {
            name: '記録テスト運送',
            email: 'records-company@fleetcheck.example',
            phone: '03-5555-0303',
            postcode: '150-0003',
            prefectures: '東京都',
            municipalities: '渋谷区',
            town: '道玄坂3-3',
          },
          manager: {
            name: { lastName: '佐藤', firstName: '誠' },
            spelling: { lastName: 'サトウ', firstName: 'マコト' },
            email: 'records-manager@fleetcheck.example',
            mobile: '09055556666',
            password: 'records-secret-1',
          },
          language: 'en',
        },
      });
      expect(signedUp.status).toBe(201);

      await page.goto('/admin/companies');
      await cell(page, '記録テスト運送').waitFor();
      await editRow(page, '記録テスト運送', 'admin-edit-company', 'Company details saved', async (panel) => {
        await panel.getByLabel('Company name *').fill('記録テスト運輸');
        await panel.getByLabel('Phone *').fill('03-5555-0404');
      });
      await cell(page, '記録テスト運輸').waitFor();
      await expect(page.getByRole('row', { name: /記録テスト運輸/ }).textContent()).resolves.toContain('03-5555-0404');

      await deleteRow(page, '記録テスト運輸', 'Delete company');
      await search('記録テスト');
      await page.getByText('No companies have registered yet.').waitFor();
    });
  });
});
