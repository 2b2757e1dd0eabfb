import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  // Component tests render macros, so the Lingui macro runs here as in the app build.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } })] as never[],
  test: {
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
  },
});
