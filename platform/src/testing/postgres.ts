import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tests create their databases on: DATABASE_URL, or the machine's local PostgreSQL. */
export function testServerUrl(): string {
  return process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
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
