import { execFile, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres } from '../../src/postgres/start-postgres';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
const tempDataDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'fc-pg-start-'));
  dirs.push(dir);
  return dir;
};

let initialised: Promise<string> | undefined;

/**
 * A data dir whose cluster is already initialised (stopped), for the tests about something else than
 * initialisation: one cluster is initialised once, and each caller gets a copy of it (cp -a keeps the owner
 * the server runs as), which spares an initdb per test.
 */
async function initialisedDataDir(): Promise<string> {
  initialised ??= (async () => {
    const dataDir = await tempDataDir();
    await (await startPostgres({ dataDir })).stop();
    return dataDir;
  })();
  const source = await initialised;
  const copy = await tempDataDir();
  await promisify(execFile)('cp', ['-a', path.join(source, 'postgres'), path.join(copy, 'postgres')]);
  return copy;
}

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function refuses(url: string): Promise<boolean> {
  return query(url, 'SELECT 1').then(
    () => false,
    () => true,
  );
}

describe('startPostgres', { timeout: 120_000 }, () => {
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('uses DATABASE_URL as given and starts nothing', async () => {
    const server = await startPostgres({
      databaseUrl: 'postgres://someone@db.example:5432/app',
      dataDir: '/nonexistent',
    });
    expect(server).toMatchObject({ url: 'postgres://someone@db.example:5432/app', embedded: false });
    await server.stop();
    expect(existsSync('/nonexistent')).toBe(false);
  });

  it('initialises a private cluster once and reuses it on the next start', async () => {
    const dataDir = await tempDataDir();
    const first = await startPostgres({ dataDir });
    const port = Number(new URL(first.url).port);
    expect(first.embedded).toBe(true);
    expect(port).not.toBe(5432);
    await query(first.url, 'CREATE TABLE kept (v text); INSERT INTO kept VALUES ($$still here$$)');
    const clusterDir = path.join(dataDir, 'postgres');
    expect(await readdir(clusterDir)).toContain(`.s.PGSQL.${port}`);
    if (process.getuid?.() === 0) expect(statSync(clusterDir).uid).not.toBe(0);
    await first.stop();
    expect(await refuses(first.url)).toBe(true);

    const second = await startPostgres({ dataDir });
    expect(await query<{ v: string }>(second.url, 'SELECT v FROM kept')).toEqual([{ v: 'still here' }]);
    // The password is new on every start; the old URL is of no use even on the same port.
    expect(new URL(second.url).password).not.toBe(new URL(first.url).password);
    await second.stop();
  });

  it('shares one server between starts of the same data dir in a process', async () => {
    const dataDir = await initialisedDataDir();
    const [a, b] = await Promise.all([startPostgres({ dataDir }), startPostgres({ dataDir })]);
    expect(a.url).toBe(b.url);
    await a.stop();
    expect(await query(b.url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    await b.stop();
    expect(await refuses(b.url)).toBe(true);
  });

  it.each(['SIGTERM', 'SIGINT'] as const)('stops the server when the process gets %s', async (signal) => {
    const dataDir = await initialisedDataDir();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'fixtures/run-postgres.ts'), dataDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const line = out.split('\n').find((l) => l.startsWith('postgres://'));
        if (line) resolve(line.trim());
      });
      child.on('exit', (code) => reject(new Error(`fixture exited early (${code})`)));
    });
    expect(await query(url, 'SELECT 1 AS one')).toEqual([{ one: 1 }]);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill(signal);
    await exited;
    expect(await refuses(url)).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
  });

  it.each([3, 0])('ends a process that used the server with the exit code it set (%i)', async (exitCode) => {
    const dataDir = await initialisedDataDir();
    const fixture = path.join(here, 'fixtures/exit-after-postgres.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', fixture, dataDir, String(exitCode)], { stdio: 'inherit' });
    expect(await new Promise((resolve) => child.on('exit', resolve))).toBe(exitCode);
  });
});
