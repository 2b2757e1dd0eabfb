import type { Page } from 'playwright-core';

/** The app's general error message (frontend `Modals.Error`), in both languages: shown where a read failed. */
const ERROR_MESSAGES = ['Something went wrong. Please try again.', 'エラーが発生しました。もう一度お試しください。'];

const seen = new WeakMap<Page, string[]>();

/**
 * Starts noting what goes wrong on `page` that a user would meet: a script error nobody caught and an API answer
 * of 5xx, or a refusal (402, 403) of a read the page made on its own. Call once per page, before it opens a route.
 */
export function watchFailures(page: Page): void {
  if (seen.has(page)) return;
  const failures: string[] = [];
  seen.set(page, failures);
  page.on('pageerror', (error) => failures.push(`script error: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    const status = response.status();
    if (!url.pathname.startsWith('/api/')) return;
    if (status >= 500 || status === 402 || status === 403)
      failures.push(`${response.request().method()} ${url.pathname} answered ${status}`);
  });
}

/** What went wrong on `page` since the last call (see watchFailures), and the error message if it shows one, at `where`. */
export async function pageFailures(page: Page, where: string): Promise<string[]> {
  const failures = seen.get(page)?.splice(0) ?? [];
  for (const message of ERROR_MESSAGES) if ((await page.getByText(message).count()) > 0) failures.push(`shows “${message}”`);
  return failures.map((failure) => `${where}: ${failure}`);
}
