import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pgPool, startPostgres } from '@fleetcheck/platform';

export interface BenchDatabase {
  url: string;
  source: 'DATABASE_URL' | 'embedded';
  dispose(): Promise<void>;
}

/**
 * A throwaway database for one run: a fresh database on DATABASE_URL's server, or a private embedded
 * PostgreSQL in a temp directory when DATABASE_URL is unset.
 */
export async function openBenchDatabase(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-bench-'));
    const server = await startPostgres({ dataDir });
    return {
      url: server.url,
      source: 'embedded',
      async dispose() {
        await server.stop();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `fc_bench_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const pool = pgPool(serverUrl, { max: 1 });
    try {
      await pool.query(sql);
    } finally {
      await pool.end();
    }
  };
  await admin(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    source: 'DATABASE_URL',
    dispose: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}
