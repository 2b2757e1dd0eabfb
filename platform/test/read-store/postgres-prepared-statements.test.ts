import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { pgPool } from '../../src/postgres/pool';
import { defineCollection } from '../../src/read-store/definition';
import { PostgresReadStore } from '../../src/read-store/postgres/postgres-read-store';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

interface Trip {
  _id: string;
  companyId: string;
  day: string;
  status: string;
  note: string;
}
const trips = defineCollection<Trip>({
  name: 'prepared_trips',
  fields: { companyId: 'string', day: 'string', status: 'string' },
  indexes: [{ fields: ['companyId', { field: 'day', order: 'desc' }] }, { fields: ['companyId', 'status'] }],
  textFields: ['note'],
});
const trip = (n: number): Trip => ({
  _id: `t${n}`,
  companyId: `c${n % 3}`,
  day: `2026-01-${String((n % 28) + 1).padStart(2, '0')}`,
  status: n % 2 ? 'open' : 'closed',
  note: `trip ${n}`,
});

interface Prepared {
  statement: string;
  generic_plans: string;
  custom_plans: string;
}

/*
 * The store runs on a pool of one connection, so every statement it sends and the look at pg_prepared_statements
 * share one session: what that view lists is what the store prepared there.
 */
describe('PostgreSQL read store: prepared statements', () => {
  let database: TestDatabase;
  let pool: pg.Pool;
  let store: PostgresReadStore;
  const prepared = async (fragment: string) =>
    (
      await pool.query<Prepared>(
        `SELECT statement, generic_plans, custom_plans FROM pg_prepared_statements WHERE NOT from_sql AND strpos(statement, $1) > 0`,
        [fragment],
      )
    ).rows;
  const executions = (row: Prepared) => Number(row.generic_plans) + Number(row.custom_plans);

  beforeEach(async () => {
    database = await createTestDatabase('fc_read_store_prepared');
    pool = pgPool(database.url, { max: 1 });
    store = new PostgresReadStore({ pool });
    for (let n = 1; n <= 40; n++) await store.collection(trips).upsert(trip(n));
  });
  afterEach(async () => {
    await store.close();
    await pool.end();
    await database.drop();
  });

  it('prepares a first page once per page size and reuses it for every company; later pages are not prepared', async () => {
    const collection = store.collection(trips);
    const sort = [{ field: 'day', order: 'desc' as const }];
    const pages = [];
    for (const companyId of ['c0', 'c1', 'c2', 'c0', 'c1', 'c2', 'c0', 'c1'])
      pages.push(await collection.paginate({ filter: { companyId }, sort, limit: 5 }));
    for (let page = 2; page <= 4; page++) pages.push(await collection.paginate({ filter: { companyId: 'c0' }, sort, page, limit: 5 }));
    expect(pages[9]).toMatchObject({ page: 3, limit: 5, totalDocs: 13 });
    const statements = await prepared('count(*)');
    expect(statements).toHaveLength(1);
    expect(statements[0]!.statement).toMatch(/LIMIT 5\)/);
    expect(executions(statements[0]!)).toBe(8);
    // After five runs PostgreSQL keeps one generic plan (measured to use the same index as the custom ones).
    expect(Number(statements[0]!.generic_plans)).toBeGreaterThan(0);
    expect(await prepared('OFFSET')).toEqual([]);

    await collection.findById('t1');
    await collection.findById('t2');
    const lookups = await prepared('WHERE id = $1');
    expect(lookups.filter((row) => row.statement.startsWith('SELECT doc')).map(executions)).toEqual([2]);
  });

  it('plans a text search and a count over several fields for their values each time (not prepared)', async () => {
    const collection = store.collection(trips);
    expect(await collection.paginate({ filter: { companyId: 'c1' }, search: 'trip 1' })).toMatchObject({ totalDocs: 5 });
    expect(await collection.count({ filter: { companyId: 'c1', status: 'open' } })).toBe(7);
    expect(await collection.count({ filter: { companyId: 'c1' } })).toBe(14);
    expect(await prepared('ILIKE')).toEqual([]);
    expect(await prepared('status')).toEqual([]);
    expect(await prepared('SELECT count(*) AS n')).toHaveLength(1);
  });

  it('keeps working on its prepared statements when replay drops and rebuilds the table, with indexes deferred', async () => {
    const collection = store.collection(trips);
    const read = () => collection.paginate({ filter: { companyId: 'c2' }, sort: [{ field: 'day', order: 'desc' }], limit: 100 });
    for (let i = 0; i < 6; i++) await read();
    await collection.findById('t2');

    // What replay does: drop, recreate with the non-unique indexes deferred, load, then build the indexes.
    await store.dropCollection(trips.name);
    await store.ensureCollection(trips, { deferIndexes: true });
    await store.collection(trips).upsert({ ...trip(2), note: 'replayed' });
    expect(await collection.findById('t2')).toMatchObject({ note: 'replayed' });
    expect((await read()).docs.map((doc) => doc._id)).toEqual(['t2']);
    await store.ensureCollection(trips);
    expect((await read()).totalDocs).toBe(1);
    // A column added by hand does not change what the statements answer (they name their columns).
    await pool.query(`ALTER TABLE rs_prepared_trips ADD COLUMN extra int`);
    expect(await collection.findById('t2')).toMatchObject({ note: 'replayed' });
    // Still the statements prepared before the drop, run again.
    expect(executions((await prepared('count(*)'))[0]!)).toBe(8);
  });

  it('writes inside transactions through prepared statements, checkpoint included', async () => {
    for (const position of [1n, 2n, 3n]) {
      await store.transaction(async (tx) => {
        await tx.collection(trips).patch('t1', { note: `moved ${position}` }, { position });
        await tx.setCheckpoint('prepared', position);
      });
    }
    expect(await store.collection(trips).findById('t1')).toMatchObject({ note: 'moved 3' });
    expect(await store.getCheckpoint('prepared')).toBe(3n);
    const [checkpointWrite] = await prepared('INSERT INTO read_store_checkpoints');
    expect(executions(checkpointWrite!)).toBe(3);
  });
});
