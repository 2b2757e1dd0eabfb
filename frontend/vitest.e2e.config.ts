import { defineConfig } from 'vitest/config';

// TEST_SHUFFLE_SEED=<n> (.ci/run sets it) runs the files and their tests in an order drawn from n: a test that
// leans on another's state fails. Replay a failure with the seed the run printed.
const shuffleSeed = process.env.TEST_SHUFFLE_SEED;

export default defineConfig({
  test: {
    ...(shuffleSeed ? { sequence: { shuffle: true, seed: Number(shuffleSeed) } } : {}),
    environment: 'node',
    include: ['e2e/**/*.e2e.test.ts'],
    // Building the app and starting chromium take a while on a cold machine; these are not speed checks.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
