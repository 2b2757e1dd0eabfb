// Fills the manager's add panels (office, car, driver, manager) the way a user does, by their translated
// labels; each panel's select takes the first office or car the company has.
import { businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { Page } from 'playwright-core';
import { clockFrom, noonInJapanTomorrow } from '../support/pinned-clock';
import type { UiText } from './ui-text';

/**
 * The clock of the suites that fill these forms, for their server and browser alike: noon in Japan, so neither a
 * midnight nor a New Year passes between reading the year below and the server judging the dates picked.
 */
export const formsClock = clockFrom(noonInJapanTomorrow());
/** The year in Japan (the app's business time zone) on that clock: the dates these forms pick are relative to it. */
export const japanYear = Number(businessDay(formsClock.now()).slice(0, 4));
const expiryYear = String(japanYear + 3);

/** A required field's label: the text and the asterisk the form adds. */
const required = (t: UiText, id: string) => `${t(id)} *`;

export async function pickDate(
  panel: ReturnType<Page['locator']>,
  t: UiText,
  field: string,
  date: { year: string; month: string; day?: string },
) {
  const label = t(field);
  await panel.getByLabel(t('{label}: year', { label }), { exact: true }).selectOption(date.year);
  await panel.getByLabel(t('{label}: month', { label }), { exact: true }).selectOption(date.month);
  if (date.day) await panel.getByLabel(t('{label}: day', { label }), { exact: true }).selectOption(date.day);
}

export async function fillOffice(page: Page, t: UiText, name: string): Promise<void> {
  const panel = page.locator('aside[data-panel-id="add-office"]');
  await panel.getByLabel(required(t, 'Office name'), { exact: true }).fill(name);
  await panel.getByLabel(required(t, 'Phone'), { exact: true }).fill('03-5555-0202');
  await panel.getByLabel(required(t, 'Postcode'), { exact: true }).fill('150-0002');
  await panel.getByLabel(required(t, 'Prefecture'), { exact: true }).fill('東京都');
  await panel.getByLabel(required(t, 'Municipality'), { exact: true }).fill('渋谷区');
  await panel.getByLabel(required(t, 'Town'), { exact: true }).fill('渋谷2-2');
}

export async function fillCar(page: Page, t: UiText, number: string): Promise<void> {
  const panel = page.locator('aside[data-panel-id="add-car"]');
  await panel.getByLabel(required(t, 'Car number'), { exact: true }).fill(number);
  await panel.getByLabel(required(t, 'Model'), { exact: true }).fill('Caravan');
  await panel.getByLabel(required(t, 'Type'), { exact: true }).fill('Van');
  await panel.getByLabel(required(t, 'Chassis number'), { exact: true }).fill('VR2E26-0001');
  await pickDate(panel, t, 'Production', { year: String(japanYear), month: '01' });
  for (const field of ['Inspection', 'Insurance']) await pickDate(panel, t, field, { year: String(japanYear + 1), month: '03', day: '15' });
  await panel.getByLabel(required(t, 'Office'), { exact: true }).selectOption({ index: 1 });
}

export async function fillDriver(page: Page, t: UiText, lastName: string, firstName: string): Promise<void> {
  const panel = page.locator('aside[data-panel-id="add-driver"]');
  await panel.getByLabel(required(t, 'Last name'), { exact: true }).fill(lastName);
  await panel.getByLabel(required(t, 'First name'), { exact: true }).fill(firstName);
  await panel.getByLabel(required(t, 'Last name (spelling)'), { exact: true }).fill('モリ');
  await panel.getByLabel(required(t, 'First name (spelling)'), { exact: true }).fill('ハナ');
  await panel.getByLabel(required(t, 'Licence number'), { exact: true }).fill('401234567890');
  await pickDate(panel, t, 'Licence expiration date', { year: expiryYear, month: '05', day: '31' });
  await panel.getByLabel(required(t, 'Licence type'), { exact: true }).selectOption('1');
  await panel.getByLabel(required(t, 'Vehicle'), { exact: true }).selectOption({ index: 1 });
}

export async function fillManager(page: Page, t: UiText, manager: { lastName: string; firstName: string; email: string }): Promise<void> {
  const panel = page.locator('aside[data-panel-id="add-manager"]');
  await panel.getByLabel(required(t, 'Last name'), { exact: true }).fill(manager.lastName);
  await panel.getByLabel(required(t, 'First name'), { exact: true }).fill(manager.firstName);
  await panel.getByLabel(required(t, 'Last name (spelling)'), { exact: true }).fill('キムラ');
  await panel.getByLabel(required(t, 'First name (spelling)'), { exact: true }).fill('アイ');
  await panel.getByLabel(required(t, 'Email'), { exact: true }).fill(manager.email);
  await panel.getByLabel(required(t, 'Mobile'), { exact: true }).fill('09033334444');
  await panel.getByLabel(t('Office'), { exact: true }).selectOption({ index: 1 });
}
