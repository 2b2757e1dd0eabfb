import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { precompressedAssets } from './scripts/precompressed-assets';
import { fileURLToPath } from 'node:url';
import { VitePWA } from 'vite-plugin-pwa';
import { driverAppFiles } from './scripts/driver-app-files';

/*
 * The driver's phone app (issue 34) is a build of its own, run after the web app's into the same dist/ folder: its
 * chunks share nothing with the web app's, so its first load carries none of the web app's code (issue 34 item 6
 * budgets it at 100 kB of JavaScript gzip) and its service worker precaches exactly its own files.
 */
const plugins: unknown[] = [
  react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
  // A catalog entry without a translation fails the build.
  lingui({ failOnMissing: true, failOnCompileError: true }),
  driverAppFiles.plugin,
  // Installable and usable offline: a Workbox service worker precaches the driver app's page and every chunk it can
  // load; its scope is /driver-app, so the web app is never served by it. The manifests (ja and en) are static files
  // in public/, picked by the app's language.
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
      cleanupOutdatedCaches: true,
      // The page that installed the worker is served by it at once, not from its next load: a driver who opened the
      // app once and lost the network before reloading can still open the check screen (a chunk loaded on demand).
      clientsClaim: true,
    },
  }),
  precompressedAssets(),
];

export default defineConfig({
  plugins: plugins as PluginOption[],
  build: {
    target: 'es2022',
    // The web app's build wrote dist/ first.
    emptyOutDir: false,
    rollupOptions: {
      input: { 'driver-app': fileURLToPath(new URL('./driver-app.html', import.meta.url)) },
      // Pure modules of the contracts: what the driver app does not use is dropped (as in the web app's build).
      treeshake: { moduleSideEffects: (id) => !id.includes('/contracts/src/') },
      output: {
        entryFileNames: 'assets/driver-app-[hash].js',
        chunkFileNames: 'assets/driver-app-[name]-[hash].js',
        assetFileNames: 'assets/driver-app-[name]-[hash][extname]',
      },
    },
  },
});
