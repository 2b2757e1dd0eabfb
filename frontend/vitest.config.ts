import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// TEST_SHUFFLE_SEED=<n> (.ci/run sets it) runs the files and their tests in an order drawn from n: a test that
// leans on another's state fails. Replay a failure with the seed the run printed.
const shuffleSeed = process.env.TEST_SHUFFLE_SEED;

export default defineConfig({
  // Component tests render macros, so the Lingui macro runs here as in the app build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })] as never[],
  test: {
    ...(shuffleSeed ? { sequence: { shuffle: true, seed: Number(shuffleSeed) } } : {}),
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // A bound on a busy CI machine (jsdom renders under load), not a speed check.
    testTimeout: 30_000,
  },
});
