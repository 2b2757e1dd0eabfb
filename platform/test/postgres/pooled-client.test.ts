import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgPool, withPooledClient } from '../../src/postgres/pool';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('fc_pooled');
});
afterAll(() => db?.drop());

describe('withPooledClient', () => {
  it('survives the connection of a checked-out client being lost, and never hands that client out again', async () => {
    const pool = pgPool(db.url, { max: 2 });
    try {
      let lostPid = 0;
      const cutOff = withPooledClient(pool, async (client) => {
        // The pool itself does not listen while a client is out: without this listener a loss between queries crashes.
        expect(client.listenerCount('error')).toBeGreaterThan(0);
        const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        lostPid = rows[0]!.pid;
        await pool.query('SELECT pg_terminate_backend($1)', [lostPid]);
        await client.query('SELECT 1');
      });
      await expect(cutOff).rejects.toThrow();
      // The pool goes on with live connections, never the lost one.
      const next = await withPooledClient(
        pool,
        async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
      );
      expect(next).not.toBe(lostPid);
    } finally {
      await pool.end();
    }
  });

  it('puts a healthy client back for the next caller', async () => {
    const pool = pgPool(db.url, { max: 1 });
    try {
      const first = await withPooledClient(
        pool,
        async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
      );
      const second = await withPooledClient(
        pool,
        async (client) => (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid,
      );
      expect(second).toBe(first);
    } finally {
      await pool.end();
    }
  });
});
