import { defineConfig } from 'vitest/config';
import { sharedTestOptions } from '../vitest.shared';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';

export default defineConfig({
  // Component tests render macros, so the Lingui macro runs here as in the app build; the driver app imports its
  // catalogs as .po (src/driver/i18n/driverLanguage.ts), compiled by the Lingui plugin as in its build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()] as never[],
  test: {
    ...sharedTestOptions(),
    environment: 'jsdom',
    // The files share one module registry and one jsdom document per worker instead of importing React, the router,
    // the catalogs and jsdom again per file (most of a file's time): test/support/freshPage.ts gives each file the
    // page a fresh environment would (nothing rendered, English, no storage or cookies, at /); spies and fake clocks
    // are restored after each test. Shuffled runs with seeds 20261125 and 3 pass (305 of 305).
    isolate: false,
    setupFiles: ['test/support/freshPage.ts'],
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // A bound on a busy CI machine (jsdom renders under load), not a speed check.
    testTimeout: 30_000,
  },
});
