import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // One PostgreSQL for the run: DATABASE_URL, or an embedded server started here.
    globalSetup: ['@fleetcheck/platform/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
