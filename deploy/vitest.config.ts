import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions(),
    // One PostgreSQL for the run: DATABASE_URL, or an embedded server started here.
    globalSetup: ['@fleetcheck/platform/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share one module registry per worker instead of re-importing the whole local profile per file
    // (most of a short file's time was imports), and the browser suites one Chromium (test/support/shared-chromium.ts):
    // each file opens its own database, data directory, queue namespace, servers and browser contexts and closes
    // them; no file mocks modules, stubs globals, fakes timers or sets the environment, and the modules hold only
    // caches keyed per store.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
