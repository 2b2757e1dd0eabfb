import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions(),
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // Building the app and starting chromium take a while on a cold machine; these are not speed checks.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
