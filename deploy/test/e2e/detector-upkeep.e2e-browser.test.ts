import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { STATUTORY_INSPECTION_ITEMS, inspectionResultWords } from '@fleetcheck/contracts';
import { apiClient } from '../../src/simulate/api-client';
import { prepareFleet } from '../../src/simulate/fleet-access';
import { deviceReading } from '../../src/simulate/readings';
import { browserSuiteStatus, screenshots, startBrowserSystem, type BrowserSystem } from './browser-system';
import { fillCar, formsClock, japanYear, pickDate } from './fleet-forms';
import { uiLanguages, uiText, type UiLanguage, type UiText } from './ui-text';

/*
 * Issue 16's journey, in Japanese and in English: a manager adds a car whose inspection date has passed, is
 * warned before saving, sees the date red in the list and INSPECTION_EXPIRED on the dashboard within seconds;
 * a rented detector silent for two days gets a maintenance alert from the detector scan (every two seconds here: a
 * cron with a seconds field, so the suite never waits for a minute to turn),
 * the platform's staff record its weekly check and the alert leaves the manager's dashboard. Issue 37: a daily vehicle
 * inspection with one abnormal item marks the car unfit and alerts the managers.
 */
const { run } = browserSuiteStatus('detector upkeep browser suite');
/** Bounds on the asynchronous side (workers, projections; the scan runs every two seconds here), not speed claims. */
const ARRIVAL_LIMIT_MS = 30_000;
const SCAN_CRON = '*/2 * * * * *';
const JOURNEY_LIMIT_MS = 240_000;

let sys: BrowserSystem;

describe.runIf(run)('detectors kept in working order, expiry flagged the moment it is known', () => {
  beforeAll(async () => {
    sys = await startBrowserSystem('fc_upkeep', { env: { EXPIRY_SCAN_CRON: SCAN_CRON, DETECTOR_IDLE_DAYS: '1' }, clock: formsClock });
  });
  afterAll(async () => {
    await sys?.stop();
  });

  describe.each(uiLanguages)('in %s', (language: UiLanguage) => {
    const t: UiText = uiText(language);
    const shoot = screenshots(`detector-upkeep/${language}`);
    let manager: { context: BrowserContext; page: Page };
    let shown: Page | undefined;

    beforeAll(async () => {
      manager = await sys.signIn('manager', { language });
    });
    beforeEach(({ task, onTestFailed }) => {
      shown = manager.page;
      onTestFailed(async () => {
        if (shown) await shoot(shown, `failed-${task.name.split(' ').slice(0, 3).join('-')}`).catch(() => undefined);
      });
    });
    afterAll(async () => {
      await manager?.context.close();
    });

    it(
      'a car saved with a past inspection date is marked red and raises INSPECTION_EXPIRED on the dashboard at once',
      async () => {
        const { page } = manager;
        const number = `品川 500 ${language === 'ja' ? 'あ' : 'い'} 77-01`;
        await page.goto('/user/cars');
        await page.getByText(t('Red: expired')).waitFor();
        await page.getByRole('button', { name: t('Add Car') }).click();
        await fillCar(page, t, number);
        const panel = page.locator('aside[data-panel-id="add-car"]');
        await pickDate(panel, t, 'Inspection', { year: String(japanYear), month: '01', day: '05' });
        await panel.getByText(t('This date has already passed: saving raises an expiry alert at once.')).waitFor();
        await shoot(page, '01-warned-before-saving');
        await page.getByRole('button', { name: t('Add New') }).click();
        await page
          .getByRole('dialog', { name: t('Car added') })
          .getByRole('button', { name: t('Close') })
          .click();
        const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });
        const expired = row.locator('[data-expiry="expired"]');
        await expired.waitFor();
        await expect(expired.textContent()).resolves.toContain(`${japanYear}.01.05`);
        await shoot(page, '02-red-in-the-list');

        await page.goto('/user');
        const alert = page.locator('.notification[data-type="INSPECTION_EXPIRED"]', { hasText: number });
        await alert.waitFor({ timeout: ARRIVAL_LIMIT_MS });
        await expect(alert.locator('.notification__text').textContent()).resolves.toBe(
          t('The vehicle inspection of {carName} expired on {inspectionDate}.', {
            carName: `${number} Caravan`,
            inspectionDate: `${japanYear}.01.05`,
          }),
        );
        await shoot(page, '03-inspection-expired-on-the-dashboard');
      },
      JOURNEY_LIMIT_MS,
    );

    it(
      'a daily inspection (日常点検) with one abnormal item marks the car unfit and alerts the managers on the dashboard',
      async () => {
        const { page } = manager;
        // A demo car of its own per language: one inspection per car and day.
        const [number, model] = language === 'ja' ? ['品川 500 さ 56-78', 'Prius'] : ['なにわ 100 か 90-12', 'Elf'];
        const tyres = STATUTORY_INSPECTION_ITEMS.tyre_damage.label[language];
        await page.goto('/user/cars');
        const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: number, exact: true }) });
        await row.locator(`button[title="${t('Daily inspection')}"]`).click();
        const panel = page.locator('aside[data-panel-id="car-inspection"]');
        await panel.locator('.inspection-status[data-fit="true"]').waitFor();
        const item = panel.getByRole('group', { name: tyres, exact: true });
        await item.getByLabel(inspectionResultWords.abnormal[language], { exact: true }).check();
        await item.getByLabel(t('What was found')).fill('左前輪に亀裂');
        await panel.getByRole('button', { name: t('Record the inspection') }).click();
        await panel.locator('.inspection-status[data-fit="false"]').waitFor({ timeout: ARRIVAL_LIMIT_MS });
        await panel.getByText('左前輪に亀裂').first().waitFor();
        await shoot(page, '04-inspection-marks-the-car-unfit');

        await page.goto('/user');
        const alert = page.locator('.notification[data-type="VEHICLE_INSPECTION_ABNORMAL"]', { hasText: number });
        await alert.waitFor({ timeout: ARRIVAL_LIMIT_MS });
        await expect(alert.locator('.notification__text').textContent()).resolves.toBe(
          t('The daily inspection of {carName} found an abnormal item: it is not fit to drive until a manager clears it.', {
            carName: `${number} ${model}`,
          }),
        );
        await shoot(page, '05-inspection-alert-on-the-dashboard');
      },
      JOURNEY_LIMIT_MS,
    );

    it(
      "a silent detector's maintenance alert leaves the dashboard once its weekly check is recorded",
      async () => {
        const { page } = manager;
        // A detector rented to the demo company, last used two days before the server's clock.
        const call = apiClient(sys.baseUrl);
        const fleet = await prepareFleet(call, 1);
        const detector = fleet.devices[0]!;
        const twoDaysAgo = new Date(formsClock.now().getTime() - 2 * 86_400_000);
        const posted = await call('POST', '/test-result/device', {
          device: detector.secret,
          body: deviceReading(fleet.drivers[0]!, 0, twoDaysAgo),
        });
        expect(posted.status).toBe(201);

        await page.goto('/user');
        const alerts = page.locator('.notification[data-type="DEVICE_MAINTENANCE_REQUIRED"]', { hasText: detector.serialNo });
        await expect
          .poll(
            async () => {
              await page.reload();
              await page.locator('h2', { hasText: t('Notifications') }).waitFor();
              return alerts.count();
            },
            { timeout: ARRIVAL_LIMIT_MS, interval: 1_000 },
          )
          .toBeGreaterThan(0);
        await alerts
          .first()
          .getByText(t('Detector {serialNo}: the daily check is overdue.', { serialNo: detector.serialNo }))
          .or(
            alerts
              .first()
              .getByText(t('Detector {serialNo} has sent no test for days. Check that it works.', { serialNo: detector.serialNo })),
          )
          .waitFor();
        await shoot(page, '04-maintenance-alert');

        // The platform's staff keep the detectors they rent out: a weekly check, by the admin's device list.
        const admin = await sys.signIn('admin', { language });
        shown = admin.page;
        try {
          await admin.page.goto('/admin/devices');
          await admin.page.getByRole('button', { name: t('Maintenance of {label}', { label: detector.serialNo }) }).click();
          const maintenance = admin.page.getByRole('region', { name: t('Maintenance of {serialNo}', { serialNo: detector.serialNo }) });
          await maintenance.getByLabel(`${t('Maintenance')} *`, { exact: true }).selectOption('weekly_check');
          await maintenance.getByLabel(`${t('Done by')} *`, { exact: true }).fill('山田 太郎');
          await maintenance.getByLabel(t('Remark'), { exact: true }).fill('0.000 / mouthwash +');
          await maintenance.getByRole('button', { name: t('Record'), exact: true }).click();
          await admin.page
            .getByRole('dialog', { name: t('Success') })
            .getByRole('button', { name: t('Close') })
            .click();
          await maintenance
            .getByRole('table', { name: t('Maintenance log') })
            .getByText('山田 太郎')
            .waitFor();
          await shoot(admin.page, '05-weekly-check-recorded');
        } finally {
          await admin.context.close();
          shown = page;
        }

        await expect
          .poll(
            async () => {
              await page.reload();
              await page.locator('h2', { hasText: t('Notifications') }).waitFor();
              return alerts.count();
            },
            { timeout: ARRIVAL_LIMIT_MS, interval: 2_000 },
          )
          .toBe(0);
        await shoot(page, '06-alert-cleared');
      },
      JOURNEY_LIMIT_MS,
    );
  });
});
