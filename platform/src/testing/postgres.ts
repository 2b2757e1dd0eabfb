import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type {} from './global-setup';

/** The server tests create their databases on: DATABASE_URL, or the run's embedded PostgreSQL (global-setup.ts). */
export function testServerUrl(): string {
  const url = inject('testServerUrl');
  if (!url) throw new Error("No test PostgreSQL: add '@fleetcheck/platform/testing/global-setup' to this package's vitest globalSetup");
  return url;
}

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * Creates a fresh, uniquely named database on the test server so that test files (and engineers running
 * tests side by side) never share state. `drop()` removes it.
 */
export async function createTestDatabase(prefix = 'fc_test'): Promise<TestDatabase> {
  const serverUrl = testServerUrl();
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * Every committed event in a test database's PostgreSQL event store, counted in the table itself. "Nothing appended"
 * checks use this rather than `readAll`, whose answer is a readable prefix of the log: on a test server shared with
 * other databases, another database's long transaction can hold that prefix back (see VISIBLE_LIMIT).
 */
export async function committedEventCount(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) AS count FROM event_store.events');
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a test database, as someone with direct access to it would (tests of tampering). */
export async function runSql(databaseUrl: string, sql: string, params: readonly unknown[] = []): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, [...params])).rowCount ?? 0;
  } finally {
    await client.end();
  }
}
