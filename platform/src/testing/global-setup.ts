import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startPostgres } from '../postgres/start-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server test files create their databases on (see testServerUrl). */
    testServerUrl: string;
  }
}

/**
 * Vitest global setup shared by every package whose tests need PostgreSQL (listed in its vitest.config.ts):
 * DATABASE_URL when set (checked once, so a wrong one fails the run at once with the cause), otherwise one
 * private embedded PostgreSQL for the run, its cluster in a temp directory removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await probe(databaseUrl);
    project.provide('testServerUrl', databaseUrl);
    return async () => undefined;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-test-pg-'));
  const started = Date.now();
  try {
    const server = await startPostgres({ dataDir });
    console.log(`embedded PostgreSQL for the tests started in ${Date.now() - started} ms (DATABASE_URL unset)`);
    project.provide('testServerUrl', server.url);
    return async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    };
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function probe(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    const where = new URL(url);
    where.password = where.password ? '***' : '';
    throw new Error(
      `DATABASE_URL (${where.toString()}) is unreachable: ${error instanceof Error ? error.message : String(error)}. Unset it to use an embedded PostgreSQL.`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}
