import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Component tests render macros, so the Lingui macro runs here as in the app build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })] as never[],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    // A bound on a busy CI machine (jsdom renders under load), not a speed check.
    testTimeout: 30_000,
  },
});
