import { defineConfig } from 'vitest/config';

/** `npm run test:faults`: kill -9 and outage tests of the split local profile, kept out of the fast suite. */
export default defineConfig({
  test: {
    // One PostgreSQL for the run: DATABASE_URL, or an embedded server started here.
    globalSetup: ['@fleetcheck/platform/testing/global-setup'],
    include: ['test/faults/**/*.faults.ts'],
    testTimeout: 300_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
