import { defineConfig } from 'tsup';

export default defineConfig({
  // The runner, and the replay CLI (`node projections/dist/replay.js` in the image: deploy/RUNBOOK.md).
  entry: { main: 'src/main.ts', replay: 'src/replay/main.ts' },
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
