import { existsSync } from 'node:fs';
import type { LaunchOptions } from 'playwright-core';

/**
 * Browser settings for the end-to-end tests. playwright-core ships no browser: the tests drive Debian's
 * chromium (apt-get install chromium fonts-noto-cjk), found at CHROMIUM_PATH or /usr/bin/chromium.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const launchOptions: LaunchOptions = {
  executablePath: chromiumPath,
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

/** CI lists the services it has in REQUIRE_SERVICES; a required chromium that is missing fails instead of skipping. */
export function chromiumStatus(): { available: boolean; required: boolean } {
  const required = (process.env.REQUIRE_SERVICES ?? '').split(/[\s,]+/).includes('chromium');
  return { available: existsSync(chromiumPath), required };
}

export const e2eTimeoutMs = 180_000;
