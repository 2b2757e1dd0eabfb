import type pg from 'pg';
import { pgPool, withPooledClient } from '../../postgres/pool';
import { validateDefinition } from '../definition';
import {
  DuplicateKeyError,
  type CollectionDefinition,
  type FindManyQuery,
  type Filter,
  type Page,
  type PageQuery,
  type Query,
  type ReadCollection,
  type ReadDocument,
  type ReadStore,
  type ReadStoreTransaction,
  type WriteOptions,
} from '../port';
import {
  applyPatch,
  assertPatchPaths,
  documentId,
  normaliseFilter,
  normaliseLimit,
  normalisePaging,
  normaliseQuery,
  normaliseSort,
  toJsonDocument,
  totalPages,
} from '../query-model';
import { CHECKPOINTS_TABLE, collectionTables, dropTable, ensureCheckpointsTable, ensureTable, tableName } from './schema';
import { SqlParams, orderBySql, whereSql } from './sql-expressions';

type AnyDefinition = CollectionDefinition<never> | CollectionDefinition;

/** Runs statements on the pool, or on the one client of an open transaction. */
interface Runner {
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
  /** Runs `work` inside a transaction (the open one when there is one). */
  atomically<T>(work: (runner: Runner) => Promise<T>): Promise<T>;
  /** Whether independent statements may run at the same time (not on a single client). */
  readonly parallel: boolean;
}

function clientRunner(client: pg.ClientBase): Runner {
  const runner: Runner = {
    query: (sql, values) => client.query(sql, values),
    atomically: (work) => work(runner),
    parallel: false,
  };
  return runner;
}

function poolRunner(pool: pg.Pool): Runner {
  return {
    query: (sql, values) => pool.query(sql, values),
    atomically: (work) =>
      withPooledClient(pool, async (client) => {
        try {
          await client.query('BEGIN');
          const result = await work(clientRunner(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
    parallel: true,
  };
}

export interface PostgresReadStoreOptions {
  /** A pool the caller owns (not closed by `close`). */
  pool?: pg.Pool;
  /** Or a URL: the store creates and closes its own pool. */
  url?: string;
}

/**
 * Read store on PostgreSQL: one table per collection `rs_<name> (id, doc jsonb, position)`, indexes from the
 * declarations, checkpoints in `read_store_checkpoints`, committed with the read-model writes of a transaction.
 */
export class PostgresReadStore implements ReadStore {
  readonly atomicTransactions = true;
  private readonly pool: pg.Pool;
  private readonly ownsPool: boolean;
  private readonly runner: Runner;
  private readonly ensured = new Map<string, Promise<void>>();
  private checkpointsReady: Promise<void> | undefined;

  constructor(options: PostgresReadStoreOptions) {
    if (options.pool) {
      this.pool = options.pool;
      this.ownsPool = false;
    } else if (options.url) {
      this.pool = pgPool(options.url);
      this.ownsPool = true;
    } else {
      throw new Error('PostgresReadStore needs a pool or a url');
    }
    this.runner = poolRunner(this.pool);
  }

  collection<TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>): ReadCollection<TDoc> {
    validateDefinition(definition);
    return new PostgresCollection(definition, this.runner, () => this.ensureCollection(definition));
  }

  ensureCollection(definition: AnyDefinition): Promise<void> {
    let ready = this.ensured.get(definition.name);
    if (!ready) {
      validateDefinition(definition);
      ready = this.withClient((client) => ensureTable(client, definition));
      // A failed attempt must not be remembered: the next use retries.
      ready.catch(() => this.ensured.delete(definition.name));
      this.ensured.set(definition.name, ready);
    }
    return ready;
  }

  async transaction<R>(work: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    await this.ensureCheckpoints();
    return this.runner.atomically(async (runner) => {
      // Checkpoints are written together, in one statement just before the commit.
      const checkpoints = new Map<string, bigint>();
      const caches = new Map<string, RowCache>();
      const cacheOf = (name: string) => caches.get(name) ?? caches.set(name, new Map()).get(name)!;
      const tx: ReadStoreTransaction = {
        collection: (definition) => {
          validateDefinition(definition);
          return new PostgresCollection(definition, runner, () => this.ensureCollection(definition), cacheOf(definition.name));
        },
        getCheckpoint: async (name) => checkpoints.get(name) ?? (await readCheckpoint(runner, name)),
        setCheckpoint: async (name, position) => {
          checkpoints.set(name, position);
        },
      };
      const result = await work(tx);
      if (checkpoints.size > 0) {
        await runner.query(
          `INSERT INTO ${CHECKPOINTS_TABLE} (name, position) SELECT * FROM unnest($1::text[], $2::bigint[])
           ON CONFLICT (name) DO UPDATE SET position = EXCLUDED.position`,
          [[...checkpoints.keys()], [...checkpoints.values()].map(String)],
        );
      }
      return result;
    });
  }

  async getCheckpoint(name: string): Promise<bigint | undefined> {
    await this.ensureCheckpoints();
    return readCheckpoint(this.runner, name);
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.ensureCheckpoints();
    await this.runner.query(`DELETE FROM ${CHECKPOINTS_TABLE} WHERE name = $1`, [name]);
  }

  async dropCollection(name: string): Promise<void> {
    tableName(name); // validates before anything happens
    await this.ensured.get(name)?.catch(() => undefined);
    this.ensured.delete(name);
    await this.withClient((client) => dropTable(client, name));
  }

  async dropAll(): Promise<void> {
    await this.withClient(async (client) => {
      for (const name of await collectionTables(client)) {
        await this.ensured.get(name)?.catch(() => undefined);
        this.ensured.delete(name);
        await dropTable(client, name);
      }
    });
    await this.ensureCheckpoints();
    await this.runner.query(`DELETE FROM ${CHECKPOINTS_TABLE}`);
  }

  async close(): Promise<void> {
    if (this.ownsPool) await this.pool.end();
  }

  private ensureCheckpoints(): Promise<void> {
    if (!this.checkpointsReady) {
      this.checkpointsReady = this.withClient((client) => ensureCheckpointsTable(client));
      this.checkpointsReady.catch(() => (this.checkpointsReady = undefined));
    }
    return this.checkpointsReady;
  }

  private withClient<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return withPooledClient(this.pool, work);
  }
}

async function readCheckpoint(runner: Runner, name: string): Promise<bigint | undefined> {
  const { rows } = await runner.query<{ position: string }>(`SELECT position FROM ${CHECKPOINTS_TABLE} WHERE name = $1`, [name]);
  return rows[0] ? BigInt(rows[0].position) : undefined;
}

/**
 * A row as this transaction last read or wrote it (json undefined: no such row). `locked`: this transaction
 * wrote it, so it holds the row lock. A batch of events touching the same rows (a company's daily figures, a
 * driver looked up for each of their tests) then reads each row once per transaction.
 */
interface CachedRow {
  json: string | undefined;
  position: bigint | null;
  locked: boolean;
}
type RowCache = Map<string, CachedRow>;

class PostgresCollection<TDoc extends ReadDocument> implements ReadCollection<TDoc> {
  private readonly table: string;

  constructor(
    readonly definition: CollectionDefinition<TDoc>,
    private readonly runner: Runner,
    private readonly ensure: () => Promise<void>,
    /** Only inside a transaction. */
    private readonly cache?: RowCache,
  ) {
    this.table = tableName(definition.name);
  }

  async findById(id: string): Promise<TDoc | undefined> {
    const cached = this.cache?.get(String(id));
    if (cached) return cached.json === undefined ? undefined : (JSON.parse(cached.json) as TDoc);
    await this.ensure();
    const { rows } = await this.runner.query<{ doc: TDoc; position: string | null }>(
      `SELECT doc, position FROM ${this.table} WHERE id = $1`,
      [String(id)],
    );
    const row = rows[0];
    this.cache?.set(String(id), {
      json: row ? JSON.stringify(row.doc) : undefined,
      position: row?.position == null ? null : BigInt(row.position),
      locked: false,
    });
    return row?.doc;
  }

  /** What a write leaves in the cache: the row as written, or unknown when the position guard refused it. */
  private remember(id: string, written: boolean, json: string | undefined, position: bigint | undefined): void {
    if (!this.cache) return;
    if (written) this.cache.set(id, { json, position: position ?? null, locked: true });
    else this.cache.delete(id);
  }

  async findOne(query: FindManyQuery = {}): Promise<TDoc | undefined> {
    const [doc] = await this.findMany({ ...query, limit: 1 });
    return doc;
  }

  async findMany(query: FindManyQuery = {}): Promise<TDoc[]> {
    const limit = normaliseLimit(query.limit);
    const { sql, values } = this.selectSql(query, limit === undefined ? '' : `LIMIT ${limit}`);
    await this.ensure();
    const { rows } = await this.runner.query<{ doc: TDoc }>(sql, values);
    return rows.map((r) => r.doc);
  }

  async count(query: Query = {}): Promise<number> {
    const params = new SqlParams();
    const where = whereSql(this.definition, normaliseQuery(this.definition, query), params);
    await this.ensure();
    const { rows } = await this.runner.query<{ n: string }>(`SELECT count(*) AS n FROM ${this.table} ${where}`, params.values);
    return Number(rows[0]?.n ?? 0);
  }

  async paginate(query: PageQuery = {}): Promise<Page<TDoc>> {
    const { page, limit, skip } = normalisePaging(query.page, query.limit);
    const select = this.selectSql(query, `LIMIT ${limit} OFFSET ${skip}`);
    await this.ensure();
    const countDocs = () => this.count(query);
    const findDocs = async () => (await this.runner.query<{ doc: TDoc }>(select.sql, select.values)).rows.map((r) => r.doc);
    const [totalDocs, docs] = this.runner.parallel
      ? await Promise.all([countDocs(), findDocs()])
      : [await countDocs(), await findDocs()];
    return { docs, totalDocs, page, limit, totalPages: totalPages(totalDocs, limit) };
  }

  async upsert(doc: TDoc, options: WriteOptions = {}): Promise<boolean> {
    const id = documentId(doc);
    const guard =
      options.position === undefined ? '' : `WHERE ${this.table}.position IS NULL OR ${this.table}.position < EXCLUDED.position`;
    const json = JSON.stringify(toJsonDocument(doc));
    await this.ensure();
    const result = await this.write(() =>
      this.runner.query(
        `INSERT INTO ${this.table} (id, doc, position) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, position = EXCLUDED.position ${guard}`,
        [id, json, options.position?.toString() ?? null],
      ),
    );
    const written = (result.rowCount ?? 0) > 0;
    this.remember(id, written, json, options.position);
    return written;
  }

  async patch(id: string, changes: Readonly<Record<string, unknown>>, options: WriteOptions = {}): Promise<boolean> {
    assertPatchPaths(changes);
    await this.ensure();
    // Read-modify-write under a row lock: dot paths may need intermediate objects that jsonb_set cannot create.
    return this.runner.atomically(async (runner) => {
      const current = await this.lockedRow(runner, String(id));
      if (!current) return false;
      if (options.position !== undefined && current.position !== null && current.position >= options.position) return false;
      const json = JSON.stringify(applyPatch(current.doc, changes));
      await this.write(() =>
        runner.query(`UPDATE ${this.table} SET doc = $2::jsonb, position = $3 WHERE id = $1`, [
          String(id),
          json,
          options.position?.toString() ?? null,
        ]),
      );
      this.remember(String(id), true, json, options.position);
      return true;
    });
  }

  /** The row under this transaction's lock: from the cache when this transaction wrote it, else SELECT FOR UPDATE. */
  private async lockedRow(runner: Runner, id: string): Promise<{ doc: TDoc; position: bigint | null } | undefined> {
    const cached = this.cache?.get(id);
    if (cached?.locked) return cached.json === undefined ? undefined : { doc: JSON.parse(cached.json) as TDoc, position: cached.position };
    const { rows } = await runner.query<{ doc: TDoc; position: string | null }>(
      `SELECT doc, position FROM ${this.table} WHERE id = $1 FOR UPDATE`,
      [id],
    );
    const row = rows[0];
    return row && { doc: row.doc, position: row.position === null ? null : BigInt(row.position) };
  }

  async delete(id: string, options: WriteOptions = {}): Promise<boolean> {
    const values: unknown[] = [String(id)];
    let guard = '';
    if (options.position !== undefined) {
      values.push(options.position.toString());
      guard = 'AND (position IS NULL OR position < $2)';
    }
    await this.ensure();
    const result = await this.runner.query(`DELETE FROM ${this.table} WHERE id = $1 ${guard}`, values);
    const deleted = (result.rowCount ?? 0) > 0;
    this.remember(String(id), deleted, undefined, undefined);
    return deleted;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const params = new SqlParams();
    const where = whereSql(this.definition, { conditions: normaliseFilter(this.definition, filter) }, params);
    await this.ensure();
    const result = await this.runner.query(`DELETE FROM ${this.table} ${where}`, params.values);
    this.cache?.clear();
    return result.rowCount ?? 0;
  }

  private selectSql(query: FindManyQuery, tail: string): { sql: string; values: unknown[] } {
    const params = new SqlParams();
    const where = whereSql(this.definition, normaliseQuery(this.definition, query), params);
    const order = orderBySql(this.definition, normaliseSort(query.sort));
    return { sql: `SELECT doc FROM ${this.table} ${where} ${order} ${tail}`, values: params.values };
  }

  private async write<R>(statement: () => Promise<R>): Promise<R> {
    try {
      return await statement();
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        throw new DuplicateKeyError(this.definition.name, (error as { detail?: string }).detail ?? 'unique index');
      }
      throw error;
    }
  }
}
