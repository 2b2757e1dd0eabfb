import { defineConfig } from 'vitest/config';

// TEST_SHUFFLE_SEED=<n> (.ci/run sets it) runs the files and their tests in an order drawn from n: a test that
// leans on another's state fails. Replay a failure with the seed the run printed.
const shuffleSeed = process.env.TEST_SHUFFLE_SEED;

export default defineConfig({
  test: {
    ...(shuffleSeed ? { sequence: { shuffle: true, seed: Number(shuffleSeed) } } : {}),
    // One PostgreSQL for the run: DATABASE_URL, or an embedded server started here.
    globalSetup: ['@fleetcheck/platform/testing/global-setup'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Isolated per file: with one shared module registry (isolate: false) the driver sign-in file failed in a
    // shuffled CI run that passes alone, so some module state is shared; find it before turning isolation off.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
