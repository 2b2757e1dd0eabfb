import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Three catalogs. The web app's public pages (the landing page, sign-in and sign-up, the simulation, terms, verify,
 * payment and invitation pages, and the shell and components they render) have their own, the only one loaded before
 * the first render (src/i18n/catalog.ts), so the landing page's first load stays within its budget (issue 18 item 11).
 * The signed-in app's catalog (messages) holds the rest of the web app; its layouts load it before their pages render.
 * test/i18n/publicCatalog.test.ts fails when a module the public routes import has a message outside the public
 * catalog. The driver's phone app (issue 34) is a separate entry with a first-load budget of its own, so it loads only
 * its own texts (its screens, its check flow and the error keys).
 */
const driverAppSources = ['<rootDir>/src/driver', '<rootDir>/src/machines/driver-check'];
const publicDirectories = [
  'routes/_public',
  'features/landing',
  'features/auth',
  'features/registration',
  'features/terms',
  'features/subscription/api',
  'machines/api',
  'machines/registration',
  'machines/plan-editor',
  'machines/cancellation',
  'machines/tariffs',
  'components/overlay',
  'i18n',
  'api',
  'session',
].map((directory) => `<rootDir>/src/${directory}`);
const publicFiles = [
  'main.tsx',
  'router.ts',
  'routes/__root.tsx',
  'routes/index.tsx',
  'routes/_public.tsx',
  'features/audit/components/AuditorInvitationPage.tsx',
  'features/driver-app/components/DriverInvitationPage.tsx',
  'features/shared/components/InvitationPasswordForm.tsx',
  'features/subscription/components/{SimulationPage,OmiseCallbackPage,PaymentErrorPage,OrderDetails,PlanCounter,PlanForm,RegistrationProgress,ScheduleChoice}.tsx',
  'components/dialogs/{DialogHost,SavedDetails}.tsx',
  'components/form/{Form,TextField}.tsx',
  'shell/{PublicLayout,Footer,FaqPanel,LanguageSwitch}.tsx',
].map((file) => `<rootDir>/src/${file}`);
const excluded = ['**/node_modules/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['ja', 'en'],
  fallbackLocales: false,
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/public',
      include: [...publicDirectories, ...publicFiles],
      exclude: excluded,
    },
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...excluded, ...[...driverAppSources, ...publicDirectories].map((source) => `${source}/**`), ...publicFiles],
    },
    {
      path: '<rootDir>/src/locales/{locale}/driver',
      include: [...driverAppSources, '<rootDir>/src/i18n/errorMessages.ts'],
      exclude: excluded,
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
