// Steps of a new company's registration in the browser: the sign-up form, the verification link from the local
// profile's mail outbox, the login form, and the card form (the local sandbox gateway's test cards).
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { mailOutboxCollection } from '@fleetcheck/platform';
import type { BrowserSystem } from './browser-system';
import type { UiText } from './ui-text';

/** A bound on waiting for the verification mail, not a speed claim. */
const MAIL_LIMIT_MS = 30_000;

export interface SignUpCompany {
  name: string;
  email: string;
  phone: string;
  postcode: string;
  prefectures: string;
  municipalities: string;
  town: string;
}

export interface SignUpManager {
  lastName: string;
  firstName: string;
  spellingLastName: string;
  spellingFirstName: string;
  email: string;
  mobile: string;
  password: string;
}

/** A new company and its first manager for the sign-up form; `tag` keeps the addresses of each run apart. */
export function signUpDetails(tag: string): { company: SignUpCompany; manager: SignUpManager } {
  return {
    company: {
      name: `${tag} 運送株式会社`,
      email: `${tag}-company@fleetcheck.example`,
      phone: '03-5555-0101',
      postcode: '150-0001',
      prefectures: '東京都',
      municipalities: '渋谷区',
      town: '神宮前1-1',
    },
    manager: {
      lastName: '伊藤',
      firstName: '健',
      spellingLastName: 'イトウ',
      spellingFirstName: 'ケン',
      email: `${tag}-manager@fleetcheck.example`,
      mobile: '09011112222',
      password: `${tag}-secret-1`,
    },
  };
}

/** Fills and sends the sign-up form; resolves once the page asks to check the e-mail. */
export async function signUp(page: Page, t: UiText, company: SignUpCompany, manager: SignUpManager): Promise<void> {
  await page.goto('/authorization?page=register');
  for (const [name, value] of Object.entries(company)) await page.locator(`input[name="company.${name}"]`).fill(value);
  for (const [name, value] of Object.entries(manager)) await page.locator(`input[name="manager.${name}"]`).fill(value);
  await page.getByRole('button', { name: t('Sign up'), exact: true }).click();
  await page.getByRole('heading', { name: t('Check your e-mail') }).waitFor();
}

/** The path of the verification link mailed to the person who signed up (read from the outbox, as a mailbox would). */
export async function verificationPath(sys: BrowserSystem, email: string): Promise<string> {
  const outbox = sys.system.stores.readStore.collection(mailOutboxCollection);
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const [mail] = await outbox.findMany({ filter: { to: email } });
        link = mail?.text.match(/\/verify-email\?auth=[^\s"<>]+/)?.[0];
        return link;
      },
      { timeout: MAIL_LIMIT_MS },
    )
    .toBeDefined();
  return link!;
}

export async function payByCard(page: Page, t: UiText, cardNumber: string): Promise<void> {
  await page.locator('input[name="cardNumber"]').fill(cardNumber);
  await page.locator('input[name="nameOnCard"]').fill('KEN ITO');
  await page.locator('input[name="expirationDate"]').fill('1230');
  await page.locator('input[name="CVV"]').fill('123');
  await page.locator('input[name="terms"]').check();
  await page.getByRole('button', { name: t('Pay by card') }).click();
}
