import type { Locator, Page } from 'playwright-core';
import type { BrowserSystem, SignInOptions } from './browser-system';
import type { UiText } from './ui-text';
import { quietLiveQueue } from '../../src/browser/quiet-live-queue';

/*
 * The check board's panels as the browser suites open them (issue 15): the manual check, a record's detail and its
 * correction, and the records-only manager of a lapsed company. Texts come from the catalogs, so ja and en alike.
 */

/** A label's text at the start of a field's accessible name (a refused field's name also holds its message). */
/** The board's table of alcohol checks (the day's vehicle inspections are drawn in a table of the same style below it). */
export const CHECKS_TABLE = '.check-board__table:not(.inspection-day__table)';

export const labelled = (t: UiText, id: string) => new RegExp(`^${t(id).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`);

/** A bound on a busy machine drawing the board (its reads wait on the read models), not a speed claim. */
const BOARD_LIMIT_MS = 60_000;

/**
 * The answers to the board's reads (its drivers' checks, the day's vehicle inspections, the incomplete records),
 * awaited from before the page (re)loads; boardSettled takes them.
 */
export function boardAnswers(page: Page): Promise<unknown> {
  const answered = (part: string) => page.waitForResponse((response) => response.url().includes(part), { timeout: BOARD_LIMIT_MS });
  return Promise.all([answered('/api/v1/check-board?'), answered('/api/v1/vehicle-inspection/day'), answered('completeness=incomplete')]);
}

/**
 * The board as a user reads it once every part has loaded: its reads answered (`answers`, from boardAnswers), the
 * drivers' checks drawn, the day's inspections drawn (their table, or the refusal a records-only manager meets) and
 * the offices in the picker. What the page shows, rather than Playwright's 'networkidle': the live queue, even
 * quieted, connects again every 15 s (the client's longest wait), and on a busy machine the board's several reads
 * can keep the network from ever being idle for 500 ms in 30 s.
 */
export async function boardSettled(page: Page, answers: Promise<unknown>): Promise<void> {
  await answers;
  const board = page.locator('.check-board');
  await board.locator('.check-board__drivers table tbody tr').first().waitFor({ timeout: BOARD_LIMIT_MS });
  await board.locator('.inspection-day').locator('table, p[role="alert"]').first().waitFor({ timeout: BOARD_LIMIT_MS });
  await board.locator('.check-board__office option').nth(1).waitFor({ state: 'attached', timeout: BOARD_LIMIT_MS });
}

/** Today's board, every part loaded (boardSettled). */
export async function openCheckBoard(page: Page): Promise<void> {
  await quietLiveQueue(page);
  const answers = boardAnswers(page);
  await page.goto('/user/check-board');
  await boardSettled(page, answers);
}

/** The manual check panel, opened from the board's button. */
export async function openManualCheck(page: Page, t: UiText): Promise<Locator> {
  await page.getByRole('button', { name: t('Record a check by hand') }).click();
  const panel = page.getByRole('dialog', { name: t('Record a check by hand') });
  await panel.waitFor();
  return panel;
}

/** Records a before-driving check by hand of the board's first driver, with no detector and why, and its 確認者; answers its row. */
export async function recordHandCheck(page: Page, t: UiText): Promise<Locator> {
  const panel = await openManualCheck(page, t);
  const driver = panel.getByLabel(labelled(t, 'Driver'));
  await driver.locator('option').nth(1).waitFor({ state: 'attached' });
  await driver.selectOption({ index: 1 });
  const driverName = (await driver.locator('option:checked').textContent())!;
  await panel.getByLabel(labelled(t, 'Why no detector')).fill('検知器の電池切れ');
  // The law's items a hand entry must name: the 確認者 (a registered manager), and why there was no vehicle when
  // the driver has no car to preselect.
  const checker = panel.getByLabel(labelled(t, 'Checker'));
  await checker.locator('option').nth(1).waitFor({ state: 'attached' });
  await checker.selectOption({ index: 1 });
  const noVehicleReason = panel.getByLabel(labelled(t, 'Why no vehicle'));
  if ((await noVehicleReason.count()) > 0) await noVehicleReason.fill('徒歩での出張');
  await panel.getByRole('button', { name: t('Record'), exact: true }).click();
  await panel.waitFor({ state: 'detached' });
  const row = page.getByRole('row', { name: new RegExp(driverName) });
  await row.locator('td[data-state="awaiting_confirmation"] button').first().waitFor({ timeout: 60_000 });
  return row;
}

/** A record's detail panel from its board cell, then its correction panel on top; answers both. */
export async function openCorrection(page: Page, t: UiText, row: Locator): Promise<{ detail: Locator; correction: Locator }> {
  await row.locator('td[data-state="awaiting_confirmation"] button').first().click();
  const detail = page.getByRole('dialog', { name: t('Check record') });
  await detail.getByRole('button', { name: t('Correct the record') }).click();
  const correction = page.getByRole('dialog', { name: t('Correct the record') });
  await correction.getByLabel(labelled(t, 'Checker')).locator('option').nth(1).waitFor({ state: 'attached' });
  return { detail, correction };
}

/**
 * The demo manager once the demo company's yearly plan (paid at seeding) has lapsed: the server's and the new
 * browser's clocks moved on 400 days, within the year of records-only access. `restore` moves the clock back.
 */
export async function signInLapsed(
  sys: BrowserSystem,
  clock: { moveBy(ms: number): void },
  options: SignInOptions = {},
): Promise<{ page: Page; restore: () => Promise<void> }> {
  const later = 400 * 86_400_000;
  clock.moveBy(later);
  try {
    const { context, page } = await sys.signIn('manager', options);
    await page.waitForURL((url) => url.pathname === '/user/check-board');
    // The language chosen replaces the user's saved one from the next page load.
    if (options.language) await page.reload();
    await page.locator(`html[lang="${options.language ?? 'ja'}"] .check-board`).waitFor();
    return {
      page,
      restore: async () => {
        await context.close();
        clock.moveBy(-later);
      },
    };
  } catch (error) {
    clock.moveBy(-later);
    throw error;
  }
}

/** The id of the side panel holding the focus, or null (deploy's tests have no DOM types, hence the string). */
export const focusedPanel = (page: Page) =>
  page.evaluate<string | null>("document.activeElement?.closest('[role=dialog]')?.getAttribute('data-panel-id') ?? null");

/**
 * Tabs forwards `presses` times (more than the panel's controls) and then backwards as often: the focus never leaves
 * the panel `panelId`; answers where it went instead, if anywhere.
 */
export async function tabsLeavingPanel(page: Page, panelId: string, presses = 40): Promise<string[]> {
  const left: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let press = 0; press < presses; press++) {
      await page.keyboard.press(key);
      const inside = await focusedPanel(page);
      if (inside !== panelId) left.push(`${key} #${press + 1}: focus in ${inside ?? 'the page'}`);
    }
  }
  return left;
}

/** The text of the focused element (a button's name, say). */
export const focusedText = (page: Page) => page.evaluate<string | null>('document.activeElement?.textContent ?? null');
