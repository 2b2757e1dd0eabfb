import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions(),
    // One file at a time here: the event store's own tests hold transactions open and read what is visible, and
    // visibility is server-wide (the oldest running transaction of any database), so a file beside them sees
    // other files' transactions (the projection-lag metric read 0 for 3 once, with two workers).
    maxWorkers: 1,
    // One PostgreSQL for the run: DATABASE_URL, or an embedded server started here.
    globalSetup: ['@fleetcheck/platform/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share one module registry per worker instead of re-importing everything per file (most of a
    // file's time was imports): each file opens its own database, queue namespace and servers and closes them,
    // fake clocks are restored after each test, and no file mocks modules, stubs globals or sets the environment
    // (shuffled runs with several seeds pass).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
