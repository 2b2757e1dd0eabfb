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
    // The files share one module registry per worker instead of re-importing everything per file (most of a
    // file's time was imports): each file opens its own database and servers and closes them, fake clocks are
    // restored after each test (claim-grace), and no file mocks modules, stubs globals or sets the environment.
    // The driver sign-in failure that once turned this off was the file's own clock order (fixed in 51fa0d6);
    // shuffled runs with several seeds pass.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
