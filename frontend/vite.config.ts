import { defineConfig, type PluginOption } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { lingui } from '@lingui/vite-plugin';
import { precompressedAssets } from './scripts/precompressed-assets';

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
  precompressedAssets(),
];

export default defineConfig({
  plugins: plugins as PluginOption[],
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    target: 'es2022',
    rollupOptions: {
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
