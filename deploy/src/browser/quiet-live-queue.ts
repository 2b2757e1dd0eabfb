import type { Page } from 'playwright-core';

const quieted = new WeakSet<Page>();

/**
 * The managers' live queue (issue 35) is an event stream the board and the dashboard keep open, so a page holding
 * it never reaches Playwright's 'networkidle'. Suites that wait for a settled page before reading it (axe, the
 * layout checks) answer the queue with a stream that ends at once and asks the client to come back only after
 * its longest wait (`retry:`), so the page settles and the queue shows empty; so does the web bench
 * (src/bench/web.ts), which waits for the same. The queue itself is tested live in
 * deploy/test/e2e/live-confirmation.e2e-browser.test.ts. Call before the page opens (or reload after).
 */
export async function quietLiveQueue(page: Page): Promise<void> {
  if (quieted.has(page)) return;
  quieted.add(page);
  await page.route('**/live/queue', (route) => route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'retry: 600000\n\n' }));
}
