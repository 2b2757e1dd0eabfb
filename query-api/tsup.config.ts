import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  outDir: 'dist',
  clean: true,
  // Workspace packages are consumed from source, so they are bundled in; every npm package stays external
  // (the image installs the service's production dependencies).
  skipNodeModulesBundle: true,
  noExternal: [/^@fleetcheck\//],
});
