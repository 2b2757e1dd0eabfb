import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';

export default defineConfig({
  test: {
    ...sharedTestOptions(),
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The files share one module registry per worker instead of re-importing everything per file: no file mocks,
    // stubs or sets globals, and the modules hold no state but pure caches (shuffled runs with several seeds pass).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    passWithNoTests: true,
  },
});
