import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { driverAppFiles } from './scripts/driver-app-files';

// The router plugin must come before the React plugin so that its code-split route chunks still go through
// React's JSX transform. The plugins are typed against the workspace root's Vite 8 while this package builds
// with Vite 7; the hooks they use are the same, hence the cast.
const plugins: unknown[] = [
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    // A route's loader travels with its component: intent preloading (a hovered link) fetches the page's code and,
    // through the loader's ensureQueryData, its data at once; and the loader's queries stay out of the first page.
    codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    routesDirectory: './src/routes',
    generatedRouteTree: './src/routeTree.gen.ts',
  }),
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  // A catalog entry without a translation fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
  driverAppFiles.plugin,
  // The driver's phone app (issue 34) is installable and opens offline: a Workbox service worker precaches its entry
  // and every chunk it can load, nothing of the manager's web app, and its scope is /driver-app so the web app is
  // never served by it. The manifests (ja and en) are static files in public/: the plugin would link one manifest
  // into every page, the web app's too.
  VitePWA({
    filename: 'driver-app-sw.js',
    scope: '/driver-app',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,png,webmanifest}'],
      manifestTransforms: [async (entries) => ({ manifest: entries.filter((entry) => driverAppFiles.has(entry.url)), warnings: [] })],
      navigateFallback: '/driver-app.html',
      navigateFallbackAllowlist: [/^\/driver-app(\/|$)/],
      // The invitation page belongs to the web app (the driver sets a password there, online).
      navigateFallbackDenylist: [/^\/driver-app\/invitation/],
      maximumFileSizeToCacheInBytes: 3_000_000,
      cleanupOutdatedCaches: true,
    },
  }),
];

export default defineConfig({
  plugins: plugins as PluginOption[],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
      // The driver's phone app is an entry of its own: its first load carries none of the web app's code.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        'driver-app': fileURLToPath(new URL('./driver-app.html', import.meta.url)),
      },
      // @fleetcheck/contracts is pure (schemas, constants, functions), so the modules the app does not use
      // can be dropped even though defining a Zod schema is a top-level call. Keeps the landing page small.
      treeshake: { moduleSideEffects: (id) => !id.includes('/contracts/src/') },
      output: {
        // Every route's configuration (search readers, title) loads with the router; one chunk for all of them
        // instead of one request and one gzip stream per route. Their components stay split per route.
        // (Putting the contracts' schemas and Zod in a chunk of their own made the chunks import each other in a
        // cycle once the contracts grew: a module then ran before one it needs, and the app did not start.)
        manualChunks: (id) => {
          if (id.includes('/src/routes/') && !id.includes('tsr-split')) return 'routes';
          return undefined;
        },
      },
    },
  },
});
