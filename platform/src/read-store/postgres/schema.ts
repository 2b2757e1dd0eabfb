import { createHash } from 'node:crypto';
import type pg from 'pg';
import { assertCollectionName, declaredType, indexFieldOrder, indexFieldPath } from '../definition';
import type { CollectionDefinition } from '../port';
import { textExpr, typedExpr } from './sql-expressions';

export const TABLE_PREFIX = 'rs_';
export const CHECKPOINTS_TABLE = 'read_store_checkpoints';
// Serialises DDL of concurrent store instances on one database (CREATE ... IF NOT EXISTS races otherwise).
const DDL_LOCK = `hashtext('fleetcheck.read-store.ddl')`;

export function tableName(collection: string): string {
  return `"${TABLE_PREFIX}${assertCollectionName(collection)}"`;
}

function indexName(collection: string, key: string): string {
  return `"${TABLE_PREFIX}${collection}_${createHash('sha256').update(key).digest('hex').slice(0, 16)}"`;
}

export async function ensureCheckpointsTable(client: pg.ClientBase): Promise<void> {
  await withDdlLock(client, async () => {
    await client.query(`CREATE TABLE IF NOT EXISTS ${CHECKPOINTS_TABLE} (name text PRIMARY KEY, position bigint NOT NULL)`);
  });
}

/**
 * Creates the table, its declared indexes and (when pg_trgm can be had) trigram indexes on text fields;
 * with `deferIndexes`, only the unique ones (a bulk load builds the others afterwards, much faster).
 */
export async function ensureTable(
  client: pg.ClientBase,
  definition: CollectionDefinition<never> | CollectionDefinition,
  options: { deferIndexes?: boolean } = {},
): Promise<void> {
  const table = tableName(definition.name);
  await withDdlLock(client, async () => {
    const trigrams = !options.deferIndexes && (definition.textFields?.length ?? 0) > 0 && (await ensureTrigramExtension(client));
    await client.query('BEGIN');
    try {
      await client.query(`CREATE TABLE IF NOT EXISTS ${table} (id text COLLATE "C" PRIMARY KEY, doc jsonb NOT NULL, position bigint)`);
      // Skipping existing indexes matters: CREATE INDEX IF NOT EXISTS still waits for a share lock on the table.
      const existing = await existingIndexes(client, `${TABLE_PREFIX}${definition.name}`);
      const declared = declaredIndexes(definition);
      for (const { name, sql, unique, trigram } of declared) {
        if (existing.has(name) || (options.deferIndexes && !unique) || (trigram && !trigrams)) continue;
        await lockIndexName(client, name);
        await client.query(sql);
      }
      // An index this code no longer declares (a changed definition or column order) is dropped on a full ensure,
      // so an existing database does not keep maintaining it beside its replacement.
      if (!options.deferIndexes) {
        const names = new Set(declared.map((index) => index.name));
        for (const name of existing) if (isOwnIndex(definition.name, name) && !names.has(name)) await client.query(`DROP INDEX ${name}`);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  });
}

/**
 * After a bulk load with `deferIndexes`: builds the declared indexes the table lacks side by side, each in its
 * own transaction on its own connection (`withClient`), with room to sort in memory. An index build is mostly
 * one backend's CPU, so one at a time leaves the other cores idle. Each holds the lock on its name that
 * ensureTable takes too, so two builders of the same index wait for each other instead of failing.
 */
export async function buildMissingIndexes(
  withClient: <T>(work: (client: pg.ClientBase) => Promise<T>) => Promise<T>,
  definition: CollectionDefinition<never> | CollectionDefinition,
): Promise<void> {
  const wantsTrigrams = (definition.textFields?.length ?? 0) > 0;
  const trigrams = wantsTrigrams && (await withClient((client) => withDdlLock(client, () => ensureTrigramExtension(client))));
  const existing = await withClient((client) => existingIndexes(client, `${TABLE_PREFIX}${definition.name}`));
  const missing = declaredIndexes(definition).filter((index) => !existing.has(index.name) && (!index.trigram || trigrams));
  await Promise.all(
    missing.map((index) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          await client.query(`SET LOCAL maintenance_work_mem = '${BULK_INDEX_MEMORY}'`);
          await lockIndexName(client, index.name);
          await client.query(index.sql);
          await client.query('COMMIT');
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        }
      }),
    ),
  );
}

/** Working memory of one index build after a bulk load (GIN builds spill and merge far less with it). */
const BULK_INDEX_MEMORY = '256MB';

/** Until the transaction ends: serialises builders of the same index (CREATE INDEX IF NOT EXISTS races otherwise). */
async function lockIndexName(client: pg.ClientBase, name: string): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [name]);
}

/** Every index the definition asks for, by the name it is built under (a hash of its columns). */
interface DeclaredIndex {
  name: string;
  sql: string;
  unique: boolean;
  trigram: boolean;
}

function declaredIndexes(definition: CollectionDefinition<never> | CollectionDefinition): DeclaredIndex[] {
  const table = tableName(definition.name);
  const declared = (definition.indexes ?? []).map((index): DeclaredIndex => {
    const columns = index.fields.map((field) => {
      const path = indexFieldPath(field);
      const expr = typedExpr(path, declaredType(definition, path) ?? 'string');
      const order = indexFieldOrder(field);
      // The id is never null and is sorted plainly; other fields ascending NULLS FIRST and descending NULLS LAST
      // (orderBySql): an index built the same way gives a sort its order.
      if (path === '_id') return `${expr} ${order.toUpperCase()}`;
      return `${expr} ${order === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}`;
    });
    const unique = index.unique ? 'UNIQUE ' : '';
    const name = indexName(definition.name, `${unique}${columns.join(',')}`);
    return {
      name,
      sql: `CREATE ${unique}INDEX IF NOT EXISTS ${name} ON ${table} (${columns.join(', ')})`,
      unique: !!index.unique,
      trigram: false,
    };
  });
  for (const path of definition.textFields ?? []) {
    if (path === '_id') continue;
    const expr = textExpr(path);
    const name = indexName(definition.name, `trgm ${expr}`);
    declared.push({
      name,
      sql: `CREATE INDEX IF NOT EXISTS ${name} ON ${table} USING gin (${expr} gin_trgm_ops)`,
      unique: false,
      trigram: true,
    });
  }
  return declared;
}

/** The indexes this code names (`rs_<collection>_<16 hex>`), as opposed to the primary key or one made by hand. */
function isOwnIndex(collection: string, quotedName: string): boolean {
  return new RegExp(`^"${TABLE_PREFIX}${collection}_[0-9a-f]{16}"$`).test(quotedName);
}

/** Text search still works without the extension (ILIKE scans); it is only slower. */
async function ensureTrigramExtension(client: pg.ClientBase): Promise<boolean> {
  try {
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  } catch {
    // Lacking privileges or the contrib package: fall back to plain scans.
  }
  const { rowCount } = await client.query(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`);
  return (rowCount ?? 0) > 0;
}

async function existingIndexes(client: pg.ClientBase, table: string): Promise<Set<string>> {
  const { rows } = await client.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`,
    [table],
  );
  return new Set(rows.map((r) => `"${r.indexname}"`));
}

export async function dropTable(client: pg.ClientBase, collection: string): Promise<void> {
  await withDdlLock(client, () => client.query(`DROP TABLE IF EXISTS ${tableName(collection)}`));
}

export async function collectionTables(client: pg.ClientBase): Promise<string[]> {
  const { rows } = await client.query<{ tablename: string }>(
    `SELECT tablename FROM pg_tables WHERE schemaname = current_schema() AND starts_with(tablename, $1)`,
    [TABLE_PREFIX],
  );
  return rows.map((r) => r.tablename.slice(TABLE_PREFIX.length));
}

async function withDdlLock<T>(client: pg.ClientBase, work: () => Promise<T>): Promise<T> {
  await client.query(`SELECT pg_advisory_lock(${DDL_LOCK})`);
  try {
    return await work();
  } finally {
    await client.query(`SELECT pg_advisory_unlock(${DDL_LOCK})`);
  }
}
