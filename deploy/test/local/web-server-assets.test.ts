import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createLogger, Metrics, Readiness } from '@fleetcheck/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebServer } from '../../src/local/web-server';

/*
 * The web entry sends the build's Brotli or gzip copy of a script (frontend/scripts/precompressed-assets.ts) to a
 * browser that accepts it, and the file itself to one that accepts neither: the driver app's entry script reaches a
 * phone at a third of its size (issue 34 item 6). Plain node:http, so no client decodes behind the test's back.
 */
const SCRIPT = `export const greeting = ${JSON.stringify('おはようございます '.repeat(200))};\n`;

let dir: string;
let server: Server;
let base: URL;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fc-web-assets-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>FleetCheck</title>');
  await writeFile(path.join(dir, 'assets/app-abc123.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
  // A file the build left uncompressed (below the size threshold).
  await writeFile(path.join(dir, 'assets/tiny-abc123.js'), 'export {};\n');
  const app = createWebServer({
    readiness: new Readiness(),
    logger: createLogger({ level: 'error', name: 'web-assets-test' }),
    metrics: new Metrics('web-assets-test'),
    corsOrigins: [],
    trustProxy: [],
    metricsToken: undefined,
    frontendDist: dir,
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

function get(pathname: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(pathname, base), { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (part: Buffer) => parts.push(part));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the web entry serves the build’s compressed scripts', () => {
  it('sends the Brotli copy to a browser that accepts br, as a script', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no encoding, and a file with no compressed copy as it is', async () => {
    const plain = await get('/assets/app-abc123.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    const tiny = await get('/assets/tiny-abc123.js', 'gzip, br');
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('export {};\n');
  });
});
