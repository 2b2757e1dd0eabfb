import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Two catalogs: the web app's, and the driver's phone app's (issue 34), which is a separate entry with a first-load
 * budget of its own, so it loads only its own texts (its screens, its check flow and the error keys).
 */
const driverAppSources = ['<rootDir>/src/driver', '<rootDir>/src/machines/driver-check'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ja', 'en'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.*', ...driverAppSources.map((source) => `${source}/**`)],
    },
    {
      path: '<rootDir>/src/locales/{locale}/driver',
      include: [...driverAppSources, '<rootDir>/src/i18n/errorMessages.ts'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
