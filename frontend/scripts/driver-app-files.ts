import type { Plugin } from 'vite';

/** The driver app's files outside the bundle (public/): its manifests and icons. */
const STATIC_FILES = [
  'driver-app.html',
  'driver-app-ja.webmanifest',
  'driver-app-en.webmanifest',
  'driver-app-icon-192.png',
  'driver-app-icon-512.png',
];
const DRIVER_ENTRY = '/src/driver/main.tsx';

/**
 * The files the driver's phone app can load: its entry chunk and everything it imports, statically or lazily, with
 * their CSS, found in the bundle. The service worker precaches exactly these (issue 34 item 3).
 */
function createDriverAppFiles() {
  const files = new Set<string>(STATIC_FILES);
  const plugin: Plugin = {
    name: 'fleetcheck:driver-app-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      // The HTML page is the entry: its chunk is the one holding the driver app's main module.
      const entry = Object.values(bundle).find(
        (item) => item.type === 'chunk' && item.isEntry && Object.keys(item.modules).some((id) => id.endsWith(DRIVER_ENTRY)),
      );
      files.clear();
      for (const file of STATIC_FILES) files.add(file);
      if (!entry || entry.type !== 'chunk') throw new Error(`The build has no chunk for ${DRIVER_ENTRY}`);
      const pending = [entry.fileName];
      while (pending.length > 0) {
        const fileName = pending.pop()!;
        if (files.has(fileName)) continue;
        files.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk') continue;
        pending.push(...chunk.imports, ...chunk.dynamicImports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
      }
    },
  };
  return { plugin, has: (url: string) => files.has(url.replace(/^\//, '')) };
}

export const driverAppFiles = createDriverAppFiles();
