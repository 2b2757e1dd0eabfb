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
  type TotalFrom,
  type TransactionOptions,
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
  normaliseSum,
  totalPages,
} from '../query-model';
import {
  CHECKPOINTS_TABLE,
  buildMissingIndexes,
  collectionTables,
  dropTable,
  ensureCheckpointsTable,
  ensureTable,
  tableName,
} from './schema';
import { needsCustomPlan, preparedQuery } from './prepared';
import { SqlParams, numericSql, orderBySql, whereSql } from './sql-expressions';
import { TransactionRows, documentOf, sharedDocumentOf, type KnownRow } from './transaction-rows';

type AnyDefinition = CollectionDefinition<never> | CollectionDefinition;

/** Runs statements on the pool, or on the one client of an open transaction. */
export interface Runner {
  /**
   * Runs `sql` as a prepared statement (./prepared), so its text must not vary with values; unnamed (parsed and
   * planned for its values each time) when `prepare` is false.
   */
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[], prepare?: boolean): Promise<pg.QueryResult<R>>;
  /** Runs `work` inside a transaction (the open one when there is one); `begin` replaces the plain BEGIN. */
  atomically<T>(work: (runner: Runner) => Promise<T>, begin?: string): Promise<T>;
  /** Whether independent statements may run at the same time (not on a single client). */
  readonly parallel: boolean;
}

function clientRunner(client: pg.ClientBase): Runner {
  const runner: Runner = {
    query: (sql, values, prepare) => client.query(preparedQuery(sql, values, prepare)),
    atomically: (work) => work(runner),
    parallel: false,
  };
  return runner;
}

function poolRunner(pool: pg.Pool): Runner {
  return {
    query: (sql, values, prepare) => pool.query(preparedQuery(sql, values, prepare)),
    atomically: (work, begin = 'BEGIN') =>
      withPooledClient(pool, async (client) => {
        try {
          await client.query(begin);
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
  /** Collections ensured with `deferIndexes` whose other indexes are still to be built. */
  private readonly deferred = new Set<string>();
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

  /** Handles outside transactions, one per definition: validated once, not on every request that reads. */
  private readonly handles = new WeakMap<AnyDefinition, ReadCollection<ReadDocument>>();

  collection<TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>): ReadCollection<TDoc> {
    let handle = this.handles.get(definition) as ReadCollection<TDoc> | undefined;
    if (!handle) {
      validateDefinition(definition);
      handle = new PostgresCollection(
        definition,
        this.runner,
        () => this.ready(definition),
        (other) => this.collectionHandle(other),
      );
      this.handles.set(definition, handle as unknown as ReadCollection<ReadDocument>);
    }
    return handle;
  }

  private collectionHandle(definition: AnyDefinition): PostgresCollection<ReadDocument> {
    return this.collection(definition as CollectionDefinition) as PostgresCollection<ReadDocument>;
  }

  ensureCollection(definition: AnyDefinition, options: { deferIndexes?: boolean } = {}): Promise<void> {
    const { name } = definition;
    const known = this.ensured.get(name);
    if (known && (options.deferIndexes || !this.deferred.has(name))) return known;
    validateDefinition(definition);
    const deferIndexes = !known && options.deferIndexes === true;
    // After a deferred ensure, the full one builds the indexes left out (ensureTable skips existing ones).
    const ready = (known ?? Promise.resolve()).then(async () => {
      // The indexes deferred by a bulk load, built side by side; ensureTable then finds them all in place.
      if (known) await buildMissingIndexes((work) => this.withClient(work), definition);
      await this.withClient((client) => ensureTable(client, definition, { deferIndexes }));
    });
    if (deferIndexes) this.deferred.add(name);
    else this.deferred.delete(name);
    // A failed attempt must not be remembered: the next use retries.
    ready.catch(() => this.ensured.get(name) === ready && this.ensured.delete(name));
    this.ensured.set(name, ready);
    return ready;
  }

  /** Before a statement on the collection: ready once its table exists, indexes deferred or not. */
  private ready(definition: AnyDefinition): Promise<void> {
    return this.ensured.get(definition.name) ?? this.ensureCollection(definition);
  }

  async transaction<R>(work: (tx: ReadStoreTransaction) => Promise<R>, options: TransactionOptions = {}): Promise<R> {
    await this.ensureCheckpoints();
    // One round trip either way: a simple query may hold both statements.
    const begin = options.relaxedDurability ? 'BEGIN; SET LOCAL synchronous_commit = off' : 'BEGIN';
    return this.runner.atomically(async (runner) => {
      // Checkpoints are written together, in one statement just before the commit.
      const checkpoints = new Map<string, bigint>();
      const rows = new Map<string, TransactionRows>();
      const rowsOf = (name: string) => rows.get(name) ?? rows.set(name, new TransactionRows(tableName(name))).get(name)!;
      // One handle per definition for the whole transaction: a batch asks for the same collections per event.
      const handles = new Map<AnyDefinition, PostgresCollection<ReadDocument>>();
      const handleOf = (definition: AnyDefinition): PostgresCollection<ReadDocument> => {
        let handle = handles.get(definition);
        if (!handle) {
          validateDefinition(definition);
          handle = new PostgresCollection(
            definition as CollectionDefinition,
            runner,
            () => this.ready(definition),
            handleOf,
            rowsOf(definition.name),
          );
          handles.set(definition, handle);
        }
        return handle;
      };
      const tx: ReadStoreTransaction = {
        collection: <TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>) =>
          handleOf(definition) as unknown as ReadCollection<TDoc>,
        prefetch: async (definition, ids) => {
          validateDefinition(definition);
          await this.ready(definition);
          await rowsOf(definition.name).prefetch(runner, ids);
        },
        getCheckpoint: async (name) => checkpoints.get(name) ?? (await readCheckpoint(runner, name)),
        setCheckpoint: async (name, position) => {
          checkpoints.set(name, position);
        },
      };
      const result = await work(tx);
      for (const [name, collectionRows] of rows) {
        await writing(name, () => collectionRows.flush(runner));
      }
      if (checkpoints.size > 0) {
        await runner.query(
          // Never backwards: a late writer (an old leader finishing its batch) leaves a newer checkpoint alone.
          `INSERT INTO ${CHECKPOINTS_TABLE} AS stored (name, position) SELECT * FROM unnest($1::text[], $2::bigint[])
           ON CONFLICT (name) DO UPDATE SET position = GREATEST(stored.position, EXCLUDED.position)`,
          [[...checkpoints.keys()], [...checkpoints.values()].map(String)],
        );
      }
      return result;
    }, begin);
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
    this.deferred.delete(name);
    await this.withClient((client) => dropTable(client, name));
  }

  async dropAll(): Promise<void> {
    await this.withClient(async (client) => {
      for (const name of await collectionTables(client)) {
        await this.ensured.get(name)?.catch(() => undefined);
        this.ensured.delete(name);
        this.deferred.delete(name);
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

class PostgresCollection<TDoc extends ReadDocument> implements ReadCollection<TDoc> {
  private readonly table: string;

  constructor(
    readonly definition: CollectionDefinition<TDoc>,
    private readonly runner: Runner,
    private readonly ensure: () => Promise<void>,
    /** The handle of another collection on the same runner (and, in a transaction, the same buffered rows). */
    private readonly handleOf: (definition: AnyDefinition) => PostgresCollection<ReadDocument>,
    /** Inside a transaction: the rows it knows and its buffered writes (see TransactionRows). */
    private readonly rows?: TransactionRows,
  ) {
    this.table = tableName(definition.name);
  }

  async findById(id: string): Promise<TDoc | undefined> {
    if (this.rows) {
      // Parsed once per row version; each read gets its own copy.
      return documentOf(await this.knownRow(this.rows, String(id), false)) as TDoc | undefined;
    }
    await this.ensure();
    const { rows } = await this.runner.query<{ doc: TDoc }>(`SELECT doc FROM ${this.table} WHERE id = $1`, [String(id)]);
    return rows[0]?.doc;
  }

  /** The row as the transaction knows it, read (FOR UPDATE when `lock`) if it does not yet. */
  private async knownRow(rows: TransactionRows, id: string, lock: boolean): Promise<KnownRow> {
    if (rows.isUnsure(id)) await this.flushWrites();
    const known = rows.get(id);
    if (known) return known;
    await this.ensure();
    await rows.load(this.runner, [id], lock);
    return rows.get(id)!;
  }

  /** Sends the transaction's buffered writes, so that a query sees them. */
  private async flushWrites(): Promise<void> {
    if (this.rows) await writing(this.definition.name, () => this.rows!.flush(this.runner));
  }

  async findOne(query: FindManyQuery = {}): Promise<TDoc | undefined> {
    const [doc] = await this.findMany({ ...query, limit: 1 });
    return doc;
  }

  async findMany(query: FindManyQuery = {}): Promise<TDoc[]> {
    const limit = normaliseLimit(query.limit);
    const { sql, values, prepare } = this.selectSql(query, limit === undefined ? WHOLE : pageSql(limit, 0));
    await this.flushWrites();
    await this.ensure();
    const { rows } = await this.runner.query<{ doc: TDoc }>(sql, values, prepare);
    return rows.map((r) => r.doc);
  }

  async count(query: Query = {}): Promise<number> {
    const params = new SqlParams();
    const normalised = normaliseQuery(this.definition, query);
    const where = whereSql(this.definition, normalised, params);
    await this.flushWrites();
    await this.ensure();
    const { rows } = await this.runner.query<{ n: string }>(
      `SELECT count(*) AS n FROM ${this.table} ${where}`,
      params.values,
      !needsCustomPlan(normalised, true),
    );
    return Number(rows[0]?.n ?? 0);
  }

  /**
   * The page and its total in one statement (one round trip, where two queries were sent per list request): the
   * total (the count of everything matching, or totalFrom's sum over another collection) and the page are each
   * their own scan; the page comes back as one JSON array, ordered again by the same keys (only its `limit` rows)
   * so its order does not rest on the subquery's.
   */
  async paginate(query: PageQuery = {}): Promise<Page<TDoc>> {
    const { page, limit, skip } = normalisePaging(query.page, query.limit);
    const { totalFrom } = query;
    await this.flushWrites();
    await this.ensure();
    const params = new SqlParams();
    const normalised = normaliseQuery(this.definition, query);
    const where = whereSql(this.definition, normalised, params);
    const order = orderBySql(this.definition, normaliseSort(query.sort));
    const tail = pageSql(limit, skip);
    const total = totalFrom
      ? await this.handleOf(totalFrom.collection).sumSql(totalFrom, params)
      : { sql: `SELECT count(*) FROM ${this.table} ${where}`, preparable: true };
    const { rows } = await this.runner.query<{ total: string; docs: TDoc[] }>(
      `SELECT (${total.sql}) AS total,
        (SELECT coalesce(json_agg(page.doc ${order}), '[]'::json)
           FROM (SELECT id, doc FROM ${this.table} ${where} ${order} ${tail.sql}) AS page) AS docs`,
      params.values,
      tail.preparable && total.preparable && !needsCustomPlan(normalised, !totalFrom),
    );
    const totalDocs = Number(rows[0]?.total ?? 0);
    return { docs: rows[0]?.docs ?? [], totalDocs, page, limit, totalPages: totalPages(totalDocs, limit) };
  }

  async upsert(doc: TDoc, options: WriteOptions = {}): Promise<boolean> {
    const id = documentId(doc);
    // The JSON text of the plain-JSON document (toJsonDocument) without making that document first.
    const json = JSON.stringify(doc);
    const position = options.position ?? null;
    if (this.rows) {
      const known = this.rows.get(id);
      if (known && refusedBy(known.json === undefined ? null : known.position, position)) return false;
      await this.ensure();
      this.rows.write(id, { kind: 'upsert', json, position });
      return true;
    }
    const guard = position === null ? '' : `WHERE ${this.table}.position IS NULL OR ${this.table}.position < EXCLUDED.position`;
    await this.ensure();
    const result = await writing(this.definition.name, () =>
      this.runner.query(
        `INSERT INTO ${this.table} (id, doc, position) VALUES ($1, $2::jsonb, $3)
         ON CONFLICT (id) DO UPDATE SET doc = EXCLUDED.doc, position = EXCLUDED.position ${guard}`,
        [id, json, position?.toString() ?? null],
      ),
    );
    return (result.rowCount ?? 0) > 0;
  }

  async patch(id: string, changes: Readonly<Record<string, unknown>>, options: WriteOptions = {}): Promise<boolean> {
    assertPatchPaths(changes);
    const position = options.position ?? null;
    if (this.rows) {
      // Transactions only ever move a row forwards (the position guard), so the known row is the one to patch.
      const current = await this.knownRow(this.rows, String(id), true);
      if (current.json === undefined || refusedBy(current.position, position)) return false;
      this.rows.write(String(id), {
        kind: 'upsert',
        json: JSON.stringify(applyPatch(sharedDocumentOf(current) as TDoc, changes)),
        position,
      });
      return true;
    }
    await this.ensure();
    // Read-modify-write under a row lock: dot paths may need intermediate objects that jsonb_set cannot create.
    return this.runner.atomically(async (runner) => {
      const { rows } = await runner.query<{ doc: TDoc; position: string | null }>(
        `SELECT doc, position FROM ${this.table} WHERE id = $1 FOR UPDATE`,
        [String(id)],
      );
      const current = rows[0];
      if (!current || refusedBy(current.position === null ? null : BigInt(current.position), position)) return false;
      await writing(this.definition.name, () =>
        runner.query(`UPDATE ${this.table} SET doc = $2::jsonb, position = $3 WHERE id = $1`, [
          String(id),
          JSON.stringify(applyPatch(current.doc, changes)),
          position?.toString() ?? null,
        ]),
      );
      return true;
    });
  }

  async delete(id: string, options: WriteOptions = {}): Promise<boolean> {
    const position = options.position ?? null;
    if (this.rows) {
      const current = await this.knownRow(this.rows, String(id), true);
      if (current.json === undefined || refusedBy(current.position, position)) return false;
      this.rows.write(String(id), { kind: 'delete', position });
      return true;
    }
    const values: unknown[] = [String(id)];
    let guard = '';
    if (position !== null) {
      values.push(position.toString());
      guard = 'AND (position IS NULL OR position < $2)';
    }
    await this.ensure();
    const result = await this.runner.query(`DELETE FROM ${this.table} WHERE id = $1 ${guard}`, values);
    return (result.rowCount ?? 0) > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const params = new SqlParams();
    const normalised = { conditions: normaliseFilter(this.definition, filter) };
    const where = whereSql(this.definition, normalised, params);
    await this.flushWrites();
    await this.ensure();
    const result = await this.runner.query(`DELETE FROM ${this.table} ${where}`, params.values, !needsCustomPlan(normalised, true));
    this.rows?.forgetAll();
    return result.rowCount ?? 0;
  }

  /**
   * The subquery of a page's total declared over this collection (PageQuery.totalFrom), its values added to the
   * page's `params`; once the collection is ready and sees the transaction's writes. It may be prepared as the
   * findMany of the same filter may (needsCustomPlan without `scansAllMatches`): it reads what that findMany did
   * before it (a company's daily figures, a range of one index, whose generic plan keeps it). Planned for its
   * values each time, as counts over several fields are, the route's statement cost PostgreSQL 0.84-0.96 CPU ms a
   * request instead of 0.50-0.56 (bench/results/test-result-list-profile.md, 27 Nov, A/B of the one statement).
   */
  async sumSql(total: TotalFrom, params: SqlParams): Promise<SqlPart> {
    const { add, subtract } = normaliseSum(this.definition, total);
    const normalised = { conditions: normaliseFilter(this.definition, total.filter) };
    const where = whereSql(this.definition, normalised, params);
    const sum = (path: string) => `coalesce(sum(${numericSql(this.definition, path)}), 0)`;
    const terms = [...add.map((path) => ` + ${sum(path)}`), ...subtract.map((path) => ` - ${sum(path)}`)];
    await this.flushWrites();
    await this.ensure();
    return { sql: `SELECT 0${terms.join('')} FROM ${this.table} ${where}`, preparable: !needsCustomPlan(normalised, false) };
  }

  private selectSql(query: FindManyQuery, tail: SqlPart): { sql: string; values: unknown[]; prepare: boolean } {
    const params = new SqlParams();
    const normalised = normaliseQuery(this.definition, query);
    const where = whereSql(this.definition, normalised, params);
    const order = orderBySql(this.definition, normaliseSort(query.sort));
    return {
      sql: `SELECT doc FROM ${this.table} ${where} ${order} ${tail.sql}`,
      values: params.values,
      prepare: tail.preparable && !needsCustomPlan(normalised, false),
    };
  }
}

/** A part of a SELECT, and whether the statement may then be prepared. */
interface SqlPart {
  sql: string;
  preparable: boolean;
}

/** No LIMIT: every matching row. */
const WHOLE: SqlPart = { sql: '', preparable: true };

/**
 * LIMIT and OFFSET as constants (normalised integers), not parameters: PostgreSQL plans a LIMIT or OFFSET it cannot
 * see for 10% of the rows, and the generic plan of the load bench's test-result page (one company, so the filter is
 * not selective) took 3.3 ms a call instead of 1.1 (pg_stat_statements). A page size is one of a few a UI
 * asks for, so first pages (no OFFSET) stay preparable, one statement per size; a later page runs unnamed, so page
 * numbers make no statements.
 */
function pageSql(limit: number, skip: number): SqlPart {
  return skip === 0 ? { sql: `LIMIT ${limit}`, preparable: true } : { sql: `LIMIT ${limit} OFFSET ${skip}`, preparable: false };
}

/** Whether the position guard refuses a write at `incoming` to a row stored at `stored` (null: unguarded). */
function refusedBy(stored: bigint | null, incoming: bigint | null): boolean {
  return incoming !== null && stored !== null && stored >= incoming;
}

/** Runs a write, turning a unique-index violation into DuplicateKeyError. */
async function writing<R>(collection: string, statement: () => Promise<R>): Promise<R> {
  try {
    return await statement();
  } catch (error) {
    if ((error as { code?: string }).code === '23505') {
      throw new DuplicateKeyError(collection, (error as { detail?: string }).detail ?? 'unique index');
    }
    throw error;
  }
}
