import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const frontendDir = fileURLToPath(new URL('..', import.meta.url));
/** The Vite this package resolves (its own, wherever npm placed it), as its build and preview use. */
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('No port'))));
    });
  });
}

export interface PreviewServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** The newest modification time of the app's sources and build configuration (what `dist/` is built from). */
function newestSourceMtimeMs(): number {
  let newest = 0;
  const visit = (path: string): void => {
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of ['src', 'public', 'index.html', 'vite.config.ts', 'package.json']) {
    const path = join(frontendDir, entry);
    if (existsSync(path)) visit(path);
  }
  return newest;
}

/**
 * Serves the app's production build with `vite preview` on a free port. `npm test` runs after the package's build
 * (turbo.json), so `dist/` is normally there and newer than every source: it is served as built (read only; the
 * full-stack tests serve it at the same time), with no second bundling. When it is missing or older than a source
 * (the file run on its own after an edit), the app is bundled into a directory of its own, leaving `dist/` alone;
 * without compiled catalogs the whole build runs first.
 */
export async function buildAndPreview(): Promise<PreviewServer> {
  const built = join(frontendDir, 'dist', 'index.html');
  let outDir = 'dist';
  if (!existsSync(built) || statSync(built).mtimeMs < newestSourceMtimeMs()) {
    if (!existsSync(`${frontendDir}src/locales/ja/messages.ts`)) {
      execFileSync('npm', ['run', 'build'], { cwd: frontendDir, stdio: 'inherit' });
    }
    outDir = 'e2e/.dist';
    // The production build, as users get it: under vitest NODE_ENV is 'test', which would bundle React's development
    // build and make the landing page's JavaScript budget meaningless.
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir'], {
      cwd: frontendDir,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const port = await freePort();
  // Vite itself, not through npx: stop() signals this process, and an npx wrapper would leave the server running.
  const child: ChildProcess = spawn(
    process.execPath,
    [viteBin, 'preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
    { cwd: frontendDir, stdio: 'ignore' },
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`vite preview exited with ${child.exitCode}`);
    const ready = await fetch(baseUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
