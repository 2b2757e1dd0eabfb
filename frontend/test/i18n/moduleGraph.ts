import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const SOURCE_ROOT = path.resolve(process.cwd(), 'src');
const ROUTES = path.join(SOURCE_ROOT, 'routes');
/** The signed-in layouts: their routes load the signed-in app's catalog before they render (src/i18n/catalog.ts). */
const SIGNED_IN_LAYOUTS = ['_manager', '_admin', '_audit'];

const isSignedInRoute = (file: string) =>
  SIGNED_IN_LAYOUTS.some((layout) => file === path.join(ROUTES, `${layout}.tsx`) || file.startsWith(path.join(ROUTES, layout) + path.sep));

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const resolveSource = (base: string): string | undefined =>
  EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file) && statSync(file).isFile());

/** The web app's public part: the entry, the root and every route outside the signed-in layouts. */
export const publicEntries = (): string[] => [
  path.join(SOURCE_ROOT, 'main.tsx'),
  ...routeFiles(ROUTES).filter((file) => !isSignedInRoute(file)),
];

/** The signed-in part: every route under the signed-in layouts. */
export const signedInEntries = (): string[] => routeFiles(ROUTES).filter(isSignedInRoute);

/**
 * The source files the entries import, statically or lazily, without leaving src/ and without entering the route
 * tree (which imports every route) or a route outside `entries`: the modules whose messages those pages can render.
 */
export async function moduleGraph(entries: readonly string[]): Promise<string[]> {
  const allowed = new Set(entries);
  const result = await build({
    entryPoints: [...entries],
    bundle: true,
    write: false,
    metafile: true,
    outdir: path.join(process.cwd(), '.module-graph'),
    format: 'esm',
    splitting: true,
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    plugins: [
      {
        name: 'stay-in-part',
        setup(plugin) {
          plugin.onResolve({ filter: /\.po$|routeTree\.gen/ }, (args) => ({ path: args.path, external: true }));
          // Resolved here, not by esbuild: its file cache mixes up names that differ only in case (pagination.ts and
          // Pagination.tsx side by side).
          plugin.onResolve({ filter: /^\./ }, (args) => {
            const file = resolveSource(path.resolve(args.resolveDir, args.path));
            if (!file) return { errors: [{ text: `Cannot resolve ${args.path} from ${args.importer}` }] };
            const leaves = !file.startsWith(SOURCE_ROOT + path.sep) || (file.startsWith(ROUTES + path.sep) && !allowed.has(file));
            return { path: file, external: leaves };
          });
          plugin.onLoad({ filter: /\.tsx?$/ }, (args) => ({
            contents: readFileSync(args.path, 'utf8'),
            loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          }));
        },
      },
    ],
  });
  return Object.keys(result.metafile.inputs)
    .map((input) => path.resolve(process.cwd(), input))
    .filter((file) => file.startsWith(SOURCE_ROOT + path.sep))
    .sort();
}
