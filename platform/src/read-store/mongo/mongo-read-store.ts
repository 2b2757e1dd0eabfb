import { createHash } from 'node:crypto';
import { Long, MongoClient, type Collection, type Db, type Document, type IndexDescription } from 'mongodb';
import { assertCollectionName, declaredType, indexFieldOrder, indexFieldPath, validateDefinition } from '../definition';
import {
  DuplicateKeyError,
  type CollectionDefinition,
  type FieldType,
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
  toJsonDocument,
  totalPages,
} from '../query-model';
import { mongoFilter, mongoSort } from './mongo-filter';

type AnyDefinition = CollectionDefinition<never> | CollectionDefinition;
type StoredDocument = Document & { _id: string };

const COLLECTION_PREFIX = 'rs_';
const CHECKPOINTS = 'read_store_checkpoints';
/** Guard field stored in each document written with a position; never returned to callers. */
const POSITION = '_position';
const WITHOUT_POSITION = { projection: { [POSITION]: 0 } };
const DUPLICATE_KEY = 11000;
const NAMESPACE_NOT_FOUND = 26;
const PATH_NOT_VIABLE = 28;

export interface MongoReadStoreOptions {
  db: Db;
  /** When given, `close` closes it. */
  client?: MongoClient;
}

/**
 * Read store on MongoDB: one collection per read model (`rs_<name>`), indexes from the declarations.
 * Without a replica set there are no transactions: `transaction` applies writes as they are made and the
 * checkpoints after the work resolves; documents written with a position carry `_position`, so a redelivered
 * event is ignored by the guard (see WriteOptions).
 */
export class MongoReadStore implements ReadStore {
  readonly atomicTransactions = false;
  private readonly db: Db;
  private readonly client: MongoClient | undefined;
  private readonly ensured = new Map<string, Promise<void>>();

  constructor(options: MongoReadStoreOptions) {
    this.db = options.db;
    this.client = options.client;
  }

  /** Connects to `url`; the database is `dbName`, or the one named in the URL. */
  static async connect(url: string, dbName?: string): Promise<MongoReadStore> {
    const client = await new MongoClient(url).connect();
    return new MongoReadStore({ db: client.db(dbName), client });
  }

  collection<TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>): MongoCollection<TDoc> {
    validateDefinition(definition);
    return new MongoCollection(
      definition,
      this.db.collection<StoredDocument>(COLLECTION_PREFIX + definition.name),
      () => this.ensureCollection(definition),
      (other) => this.collection(other),
    );
  }

  ensureCollection(definition: AnyDefinition): Promise<void> {
    let ready = this.ensured.get(definition.name);
    if (!ready) {
      validateDefinition(definition);
      ready = this.createIndexes(definition);
      ready.catch(() => this.ensured.delete(definition.name));
      this.ensured.set(definition.name, ready);
    }
    return ready;
  }

  async transaction<R>(work: (tx: ReadStoreTransaction) => Promise<R>): Promise<R> {
    const checkpoints = new Map<string, bigint>();
    const result = await work({
      collection: (definition) => this.collection(definition),
      prefetch: async () => undefined,
      getCheckpoint: async (name) => checkpoints.get(name) ?? (await this.getCheckpoint(name)),
      setCheckpoint: async (name, position) => {
        checkpoints.set(name, position);
      },
    });
    // After the writes: a crash in between redelivers events whose writes the position guards then ignore.
    // `$max`, never backwards: a late writer (an old leader finishing its batch) leaves a newer checkpoint alone.
    if (checkpoints.size > 0) {
      await this.checkpoints().bulkWrite(
        [...checkpoints].map(([name, position]) => ({
          updateOne: { filter: { _id: name }, update: { $max: { position: Long.fromBigInt(position) } }, upsert: true },
        })),
      );
    }
    return result;
  }

  async getCheckpoint(name: string): Promise<bigint | undefined> {
    const stored = await this.checkpoints().findOne({ _id: name });
    return stored ? toBigInt(stored.position) : undefined;
  }

  async deleteCheckpoint(name: string): Promise<void> {
    await this.checkpoints().deleteOne({ _id: name });
  }

  async dropCollection(name: string): Promise<void> {
    assertCollectionName(name);
    await this.ensured.get(name)?.catch(() => undefined);
    this.ensured.delete(name);
    await dropIfExists(this.db.collection(COLLECTION_PREFIX + name));
  }

  async dropAll(): Promise<void> {
    const collections = await this.db.listCollections({}, { nameOnly: true }).toArray();
    for (const { name } of collections) {
      if (name.startsWith(COLLECTION_PREFIX)) await this.dropCollection(name.slice(COLLECTION_PREFIX.length));
    }
    await this.checkpoints().deleteMany({});
  }

  async close(): Promise<void> {
    await this.client?.close();
  }

  private checkpoints(): Collection<{ _id: string; position: unknown }> {
    return this.db.collection<{ _id: string; position: unknown }>(CHECKPOINTS);
  }

  private async createIndexes(definition: AnyDefinition): Promise<void> {
    const collection = this.db.collection(COLLECTION_PREFIX + definition.name);
    const indexes: IndexDescription[] = (definition.indexes ?? []).map((index) => {
      const key: Record<string, 1 | -1> = {};
      for (const field of index.fields) key[indexFieldPath(field)] = indexFieldOrder(field) === 'desc' ? -1 : 1;
      const description: IndexDescription = { key };
      if (index.unique) {
        description.unique = true;
        // As in PostgreSQL, documents missing a unique field (or holding null) are not constrained.
        description.partialFilterExpression = Object.fromEntries(
          Object.keys(key).map((path) => [path, { $type: bsonType(declaredType(definition, path) ?? 'string') }]),
        );
      }
      return { ...description, name: indexName(description) };
    });
    if (indexes.length === 0) {
      await this.db.createCollection(collection.collectionName).catch(ignoreAlreadyExists);
      return;
    }
    // An index whose declaration changed has another name: drop the old one first, or MongoDB refuses the new one
    // (IndexOptionsConflict / IndexKeySpecsConflict) and the collection stops working.
    const existing = await collection.indexes().catch((error: unknown) => {
      if ((error as { code?: number }).code === NAMESPACE_NOT_FOUND) return [];
      throw error;
    });
    for (const name of conflictingIndexes(existing, indexes)) {
      // Another replica starting at the same time may have dropped it already.
      await collection.dropIndex(name).catch((error: unknown) => {
        if ((error as { code?: number }).code !== INDEX_NOT_FOUND) throw error;
      });
    }
    await collection.createIndexes(indexes);
  }
}

/** Names of the indexes this store creates; others (`_id_`, an operator's own) are left alone. */
const OWN_INDEX = /^u?ix_/;
const INDEX_NOT_FOUND = 27;

/**
 * The existing indexes of ours that stand in the way of a wanted one: the same keys under another name (a changed
 * declaration). An index of ours on other keys is left: during a rolling update it is the other version's (a pod
 * of the old version must not drop the index the new version just built, nor the new one the old one's).
 */
export function conflictingIndexes(
  existing: readonly { name?: string; key: Record<string, unknown> }[],
  wanted: readonly { name?: string; key: unknown }[],
): string[] {
  const keysOf = (key: unknown) => JSON.stringify(Object.entries(key as Record<string, unknown>));
  const wantedNames = new Set(wanted.map((index) => index.name));
  const wantedKeys = new Set(wanted.map((index) => keysOf(index.key)));
  return existing
    .filter(({ name, key }) => name && OWN_INDEX.test(name) && !wantedNames.has(name) && wantedKeys.has(keysOf(key)))
    .map(({ name }) => name!);
}

/**
 * The name encodes everything that makes the index what it is (keys, order, uniqueness, partial filter), so a
 * changed declaration gets a new name instead of colliding with the old index.
 */
export function indexName(description: IndexDescription): string {
  const keys = Object.entries(description.key as Record<string, number>)
    .flat()
    .join('_');
  if (!description.unique) return `ix_${keys}`;
  const options = JSON.stringify({ unique: true, partial: description.partialFilterExpression ?? null });
  return `uix_${keys}_${createHash('sha256').update(options).digest('hex').slice(0, 8)}`;
}

function bsonType(type: FieldType): string {
  return type === 'number' ? 'number' : type === 'boolean' ? 'bool' : 'string';
}

function ignoreAlreadyExists(error: unknown): void {
  if ((error as { codeName?: string }).codeName !== 'NamespaceExists') throw error;
}

async function dropIfExists(collection: Collection<Document>): Promise<void> {
  try {
    await collection.drop();
  } catch (error) {
    if ((error as { code?: number }).code !== NAMESPACE_NOT_FOUND) throw error;
  }
}

function toBigInt(value: unknown): bigint {
  if (value instanceof Long) return value.toBigInt();
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number') return BigInt(value);
  throw new Error(`Unexpected stored position ${String(value)}`);
}

function positionGuard(position: bigint): Document {
  return { $or: [{ [POSITION]: { $lt: Long.fromBigInt(position) } }, { [POSITION]: { $exists: false } }] };
}

class MongoCollection<TDoc extends ReadDocument> implements ReadCollection<TDoc> {
  constructor(
    readonly definition: CollectionDefinition<TDoc>,
    private readonly collection: Collection<StoredDocument>,
    private readonly ensure: () => Promise<void>,
    private readonly handleOf: (definition: CollectionDefinition) => MongoCollection<ReadDocument>,
  ) {}

  async findById(id: string): Promise<TDoc | undefined> {
    await this.ensure();
    return ((await this.collection.findOne({ _id: String(id) }, WITHOUT_POSITION)) ?? undefined) as TDoc | undefined;
  }

  async findOne(query: FindManyQuery = {}): Promise<TDoc | undefined> {
    const [doc] = await this.findMany({ ...query, limit: 1 });
    return doc;
  }

  async findMany(query: FindManyQuery = {}): Promise<TDoc[]> {
    const limit = normaliseLimit(query.limit);
    const filter = mongoFilter(normaliseQuery(this.definition, query));
    const sort = mongoSort(normaliseSort(query.sort));
    await this.ensure();
    if (limit === 0) return [];
    const cursor = this.collection.find(filter, WITHOUT_POSITION).sort(sort);
    if (limit !== undefined) cursor.limit(limit);
    return (await cursor.toArray()) as unknown as TDoc[];
  }

  async count(query: Query = {}): Promise<number> {
    const filter = mongoFilter(normaliseQuery(this.definition, query));
    await this.ensure();
    return this.collection.countDocuments(filter);
  }

  async paginate(query: PageQuery = {}): Promise<Page<TDoc>> {
    const { page, limit, skip } = normalisePaging(query.page, query.limit);
    const filter = mongoFilter(normaliseQuery(this.definition, query));
    const sort = mongoSort(normaliseSort(query.sort));
    const { totalFrom } = query;
    await this.ensure();
    const [totalDocs, docs] = await Promise.all([
      totalFrom ? this.handleOf(totalFrom.collection).sum(totalFrom) : this.collection.countDocuments(filter),
      this.collection.find(filter, WITHOUT_POSITION).sort(sort).skip(skip).limit(limit).toArray(),
    ]);
    return { docs: docs as unknown as TDoc[], totalDocs, page, limit, totalPages: totalPages(totalDocs, limit) };
  }

  /** PageQuery.totalFrom's sum over this collection: $sum skips missing and non-number values, as 0 would. */
  async sum(total: TotalFrom): Promise<number> {
    const { add, subtract } = normaliseSum(this.definition, total);
    const fields = [...add, ...subtract];
    const filter = mongoFilter({ conditions: normaliseFilter(this.definition, total.filter) });
    const group = Object.fromEntries(fields.map((path, i) => [`f${i}`, { $sum: `$${path}` }]));
    await this.ensure();
    const [sums] = await this.collection
      .aggregate<Record<string, number>>([{ $match: filter }, { $group: { _id: null, ...group } }])
      .toArray();
    return fields.reduce((sum, _, i) => sum + (i < add.length ? 1 : -1) * Number(sums?.[`f${i}`] ?? 0), 0);
  }

  async upsert(doc: TDoc, options: WriteOptions = {}): Promise<boolean> {
    const id = documentId(doc);
    const json = toJsonDocument(doc) as StoredDocument;
    await this.ensure();
    if (options.position === undefined) {
      await this.write(() => this.collection.replaceOne({ _id: id }, json, { upsert: true }));
      return true;
    }
    try {
      await this.collection.replaceOne(
        { _id: id, ...positionGuard(options.position) },
        { ...json, [POSITION]: Long.fromBigInt(options.position) },
        { upsert: true },
      );
      return true;
    } catch (error) {
      // The guard did not match an existing document, so the upsert tried to insert its id again: stale write.
      if (isDuplicateOnId(error)) return false;
      throw this.duplicateKey(error);
    }
  }

  async patch(id: string, changes: Readonly<Record<string, unknown>>, options: WriteOptions = {}): Promise<boolean> {
    assertPatchPaths(changes);
    const set: Document = {};
    const unset: Document = {};
    for (const [path, value] of Object.entries(changes)) {
      if (value === undefined) unset[path] = '';
      else set[path] = toJsonDocument(value);
    }
    let filter: Document = { _id: String(id) };
    if (options.position === undefined) unset[POSITION] = '';
    else {
      set[POSITION] = Long.fromBigInt(options.position);
      filter = { ...filter, ...positionGuard(options.position) };
    }
    const update: Document = {};
    if (Object.keys(set).length > 0) update.$set = set;
    if (Object.keys(unset).length > 0) update.$unset = unset;
    await this.ensure();
    try {
      const result = await this.collection.updateOne(filter, update);
      return result.matchedCount > 0;
    } catch (error) {
      // `$set` cannot go through a parent that holds null or a scalar; the port replaces such a parent by an object.
      if ((error as { code?: number }).code !== PATH_NOT_VIABLE) throw this.duplicateKey(error);
      return this.patchByReplacing(String(id), changes, options.position);
    }
  }

  /** Read, patch in memory, replace if nobody wrote in between (else again): the PostgreSQL store's semantics. */
  private async patchByReplacing(id: string, changes: Readonly<Record<string, unknown>>, position: bigint | undefined): Promise<boolean> {
    for (;;) {
      const stored = await this.collection.findOne({ _id: id });
      if (!stored) return false;
      const { [POSITION]: storedPosition, ...doc } = stored;
      if (position !== undefined && storedPosition !== undefined && toBigInt(storedPosition) >= position) return false;
      const next: Document = applyPatch(doc, changes);
      if (position !== undefined) next[POSITION] = Long.fromBigInt(position);
      const unchanged = storedPosition === undefined ? { [POSITION]: { $exists: false } } : { [POSITION]: storedPosition };
      const result = await this.write(() => this.collection.replaceOne({ _id: id, ...unchanged }, next as StoredDocument));
      if (result.matchedCount > 0) return true;
    }
  }

  async delete(id: string, options: WriteOptions = {}): Promise<boolean> {
    const guard = options.position === undefined ? {} : positionGuard(options.position);
    await this.ensure();
    const result = await this.collection.deleteOne({ _id: String(id), ...guard });
    return result.deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    const mongo = mongoFilter({ conditions: normaliseFilter(this.definition, filter) });
    await this.ensure();
    return (await this.collection.deleteMany(mongo)).deletedCount;
  }

  private async write<R>(statement: () => Promise<R>): Promise<R> {
    try {
      return await statement();
    } catch (error) {
      throw this.duplicateKey(error);
    }
  }

  private duplicateKey(error: unknown): unknown {
    if ((error as { code?: number }).code !== DUPLICATE_KEY) return error;
    const keyValue = (error as { keyValue?: Document }).keyValue;
    return new DuplicateKeyError(this.definition.name, keyValue ? JSON.stringify(keyValue) : 'unique index');
  }
}

function isDuplicateOnId(error: unknown): boolean {
  const { code, keyPattern } = error as { code?: number; keyPattern?: Document };
  return code === DUPLICATE_KEY && keyPattern !== undefined && Object.keys(keyPattern).join() === '_id';
}
