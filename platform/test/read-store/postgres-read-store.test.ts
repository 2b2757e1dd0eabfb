import { describe, expect, it } from 'vitest';
import { pgPool } from '../../src/postgres/pool';
import { defineCollection } from '../../src/read-store/definition';
import { DuplicateKeyError } from '../../src/read-store/port';
import { PostgresReadStore } from '../../src/read-store/postgres/postgres-read-store';
import { createTestDatabase } from '../../src/testing/postgres';
import { readStoreContract } from './read-store-contract';

readStoreContract('PostgreSQL', async () => {
  const database = await createTestDatabase('fc_read_store');
  const store = new PostgresReadStore({ url: database.url });
  return {
    store,
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});

describe('PostgreSQL read store: indexes deferred for a bulk rebuild', () => {
  it('keeps uniqueness enforced while the other indexes wait, and builds them on the next full ensure', async () => {
    const database = await createTestDatabase('fc_read_store_defer');
    const store = new PostgresReadStore({ url: database.url });
    const pool = pgPool(database.url, { max: 1 });
    const indexes = async () =>
      (await pool.query<{ n: string }>(`SELECT count(*) AS n FROM pg_indexes WHERE tablename = 'rs_deferred_people'`)).rows[0]!.n;
    try {
      const people = defineCollection<{ _id: string; name: string; email: string }>({
        name: 'deferred_people',
        fields: { name: 'string' },
        indexes: [{ fields: ['name'] }, { fields: ['email'], unique: true }],
        textFields: ['name'],
      });
      await store.ensureCollection(people, { deferIndexes: true });
      const collection = store.collection(people);
      await collection.upsert({ _id: 'a', name: 'Ann', email: 'a@x.jp' });
      await expect(collection.upsert({ _id: 'b', name: 'Bo', email: 'a@x.jp' })).rejects.toThrow(DuplicateKeyError);
      // The primary key and the unique index only: using the collection does not build the others.
      expect(await indexes()).toBe('2');

      await store.ensureCollection(people);
      // + the index on name, + the trigram index for text search on name.
      expect(await indexes()).toBe('4');
      expect(await collection.findMany({ search: { text: 'nn', fields: ['name'] } })).toEqual([{ _id: 'a', name: 'Ann', email: 'a@x.jp' }]);
    } finally {
      await pool.end();
      await store.close();
      await database.drop();
    }
  });
});

describe('PostgreSQL read store: deferred indexes built side by side', () => {
  it('builds each missing index once when two stores finish the same bulk load at the same time', async () => {
    const database = await createTestDatabase('fc_read_store_defer_race');
    const [first, second] = [new PostgresReadStore({ url: database.url }), new PostgresReadStore({ url: database.url })];
    const pool = pgPool(database.url, { max: 1 });
    try {
      const trips = defineCollection<{ _id: string; driver: string; car: string; day: string; note: string }>({
        name: 'deferred_trips',
        indexes: [{ fields: ['driver', 'day'] }, { fields: ['car', 'day'] }, { fields: ['day'] }],
        textFields: ['note'],
      });
      await first.ensureCollection(trips, { deferIndexes: true });
      await second.ensureCollection(trips, { deferIndexes: true });
      await first.collection(trips).upsert({ _id: 't1', driver: 'd1', car: 'c1', day: '2025-01-10', note: 'ok' });
      // Both builders wait for each other per index (CREATE INDEX IF NOT EXISTS alone fails on such a race).
      await Promise.all([first.ensureCollection(trips), second.ensureCollection(trips)]);
      const { rows } = await pool.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'rs_deferred_trips'`);
      // The primary key, three declared indexes and the trigram index on note.
      expect(rows).toHaveLength(5);
      expect(rows.filter((row) => row.indexdef.includes('gin_trgm_ops'))).toHaveLength(1);
    } finally {
      await pool.end();
      await first.close();
      await second.close();
      await database.drop();
    }
  });
});

describe('PostgreSQL read store: indexes of an existing database follow the definition', () => {
  it('drops an index the definition no longer declares on the next ensure, and keeps the primary key and hand-made ones', async () => {
    const database = await createTestDatabase('fc_read_store_reindex');
    const store = new PostgresReadStore({ url: database.url });
    const pool = pgPool(database.url, { max: 1 });
    const indexDefinitions = async () =>
      (
        await pool.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE tablename = 'rs_reindexed_people' ORDER BY indexdef`)
      ).rows.map((row) => row.indexdef.replace(/^.* USING /, ''));
    try {
      const before = defineCollection<{ _id: string; name: string; age: number }>({
        name: 'reindexed_people',
        fields: { name: 'string', age: 'number' },
        indexes: [{ fields: ['name'] }],
      });
      await store.ensureCollection(before);
      await store.collection(before).upsert({ _id: 'a', name: 'Ann', age: 30 });
      await pool.query(`CREATE INDEX by_hand ON rs_reindexed_people ((doc->>'name'))`);
      expect(await indexDefinitions()).toEqual([
        "btree (((doc ->> 'name'::text)))",
        `btree (((doc #>> '{name}'::text[])) COLLATE "C" NULLS FIRST)`,
        'btree (id)',
      ]);

      const after = defineCollection<{ _id: string; name: string; age: number }>({
        name: 'reindexed_people',
        fields: { name: 'string', age: 'number' },
        indexes: [{ fields: [{ field: 'age', order: 'desc' }] }],
      });
      // A new process with the changed definition, on the same database.
      const restarted = new PostgresReadStore({ url: database.url });
      await restarted.ensureCollection(after);
      await restarted.close();
      expect(await indexDefinitions()).toEqual([
        "btree (((doc ->> 'name'::text)))",
        "btree ((((doc #>> '{age}'::text[]))::numeric) DESC NULLS LAST)",
        'btree (id)',
      ]);
      expect(await store.collection(after).findById('a')).toEqual({ _id: 'a', name: 'Ann', age: 30 });
    } finally {
      await pool.end();
      await store.close();
      await database.drop();
    }
  });
});
