/**
 * The read store port: collections of JSON documents keyed by a string `_id`, queried through a narrow
 * typed model (never raw SQL or raw Mongo filters). Every adapter (PostgreSQL, MongoDB) implements exactly
 * these semantics and passes the same contract suite.
 *
 * Semantics fixed here:
 * - Documents are plain JSON: a `Date` written in a document is stored as its ISO string; `undefined` is dropped.
 * - Field paths are dot paths (`profile.officeId`) of identifiers; anything else is refused
 *   (InvalidFieldPathError), so field names can never inject into a store's query language.
 * - Filters address scalar fields (string, number, boolean, null); filtering on array fields is not part of
 *   the port. Ranges only match values of the same kind as the bound (a number bound never matches strings).
 * - Strings compare and sort by code point (byte order), the same in every adapter.
 * - Sort: null and missing values come first ascending, last descending; ties always break on `_id` ascending.
 * - Text search: case-insensitive substring match over named string fields; the text is literal (`%`, `_`,
 *   `.`, `*` and regex characters match themselves).
 * - Paging is 1-based; `totalPages` is `ceil(totalDocs / limit)` but at least 1 (as mongoose-paginate, which
 *   the product's list responses follow); a page beyond the end answers no docs.
 * - Position guards (see WriteOptions) make projection writes idempotent where transactions are missing.
 */

export interface ReadDocument {
  _id: string;
}

/**
 * Declared type of a field. Adapters index and compare declared fields with that type (numbers numerically,
 * strings and dates by code point); dates are ISO-8601 strings (`Date.prototype.toISOString`).
 * Documents must hold values of the declared type (or null / nothing) in declared fields.
 */
export type FieldType = 'string' | 'number' | 'date' | 'boolean';

export type IndexField = string | { field: string; order: 'asc' | 'desc' };

export interface IndexDefinition {
  fields: readonly IndexField[];
  /** Two documents holding the field(s) cannot share a value; documents missing a field are not constrained. */
  unique?: boolean;
}

export interface CollectionDefinition<TDoc extends ReadDocument = ReadDocument> {
  /** Lower-case identifier: `[a-z][a-z0-9_]*`, at most 40 characters. */
  name: string;
  fields?: Readonly<Record<string, FieldType>>;
  indexes?: readonly IndexDefinition[];
  /** Fields searched by `search` when it names none. */
  textFields?: readonly string[];
  /** Carries the document type only; never set. */
  readonly __document?: TDoc;
}

export type Scalar = string | number | boolean | null;
export type FilterValue = Scalar | Date;
export type RangeBound = number | string | Date;

export interface FieldConditions {
  eq?: FilterValue;
  in?: readonly FilterValue[];
  gt?: RangeBound;
  gte?: RangeBound;
  lt?: RangeBound;
  lte?: RangeBound;
  /** true: the field is present (possibly null); false: the field is absent. */
  exists?: boolean;
}

/** Field path -> value (equality; `null` matches null or missing) or conditions (all must hold). */
export type Filter = Readonly<Record<string, FilterValue | FieldConditions>>;

export interface TextSearch {
  text: string;
  /** Defaults to the collection's `textFields`. */
  fields?: readonly string[];
}

export interface SortField {
  field: string;
  order?: 'asc' | 'desc';
}

export interface Query {
  filter?: Filter;
  /** A string searches the collection's `textFields`. Empty or blank text searches nothing (matches all). */
  search?: TextSearch | string;
}

export interface FindManyQuery extends Query {
  sort?: readonly SortField[];
  /** At most this many documents. */
  limit?: number;
}

export interface PageQuery extends Query {
  sort?: readonly SortField[];
  /** 1-based; default 1. */
  page?: number;
  /** Default 10 (the product's page size), at most MAX_PAGE_LIMIT. */
  limit?: number;
  /**
   * How many documents match, when a projection keeps that figure in another collection (per-day counts, say):
   * `totalDocs` is then the sum, over that collection's documents matching `filter`, of the `add` fields minus
   * the `subtract` fields, read with the page (in the same statement where the store can); no matching
   * documents give 0. Fields are numeric: a missing or non-number value counts 0, a field declared of another
   * type is refused (InvalidQueryError). Without it, the store counts the matching documents.
   */
  totalFrom?: TotalFrom;
}

/** A page's total declared as a sum over another collection (PageQuery.totalFrom). */
export interface TotalFrom {
  collection: CollectionDefinition;
  filter: Filter;
  add: readonly string[];
  subtract?: readonly string[];
}

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 10_000;

export interface Page<TDoc> {
  docs: TDoc[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}

/**
 * `position` turns a write into a guarded write: it applies only when the stored document has no position or
 * a lower one, and then stores `position` with it. Projections pass the event's global position, so a
 * redelivered event (same position) or a stale one changes nothing. A write without `position` always applies
 * and clears the stored position. Guarded writes answer false when the guard ignored them.
 */
export interface WriteOptions {
  position?: bigint;
}

export interface ReadCollectionWrites<TDoc extends ReadDocument> {
  /** Inserts or replaces the whole document. Throws DuplicateKeyError on a unique index violation. */
  upsert(doc: TDoc, options?: WriteOptions): Promise<boolean>;
  /**
   * Sets fields by dot path (`{ 'profile.name': 'x' }`), creating intermediate objects; `undefined` removes the
   * field. False when the document does not exist (or the guard ignored the write).
   */
  patch(id: string, changes: Readonly<Record<string, unknown>>, options?: WriteOptions): Promise<boolean>;
  /** False when nothing was deleted. */
  delete(id: string, options?: WriteOptions): Promise<boolean>;
  /** Deletes every document matching the filter; answers how many. */
  deleteMany(filter: Filter): Promise<number>;
}

export interface ReadCollection<TDoc extends ReadDocument> extends ReadCollectionWrites<TDoc> {
  readonly definition: CollectionDefinition<TDoc>;
  findById(id: string): Promise<TDoc | undefined>;
  findOne(query?: FindManyQuery): Promise<TDoc | undefined>;
  findMany(query?: FindManyQuery): Promise<TDoc[]>;
  count(query?: Query): Promise<number>;
  paginate(query?: PageQuery): Promise<Page<TDoc>>;
}

export interface ReadStoreTransaction {
  /**
   * Reads inside the transaction see its own writes. A store may hold writes back until the commit (the
   * PostgreSQL store sends each collection's writes as one statement); a write's boolean then reflects what
   * the transaction knows of the row, and a unique-index violation surfaces when the transaction commits.
   */
  collection<TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>): ReadCollection<TDoc>;
  /**
   * Loads these rows in one go so that the transaction's later reads of them need no round trip (a
   * projection about to apply a batch of events names the rows it will read). A no-op on stores that keep
   * nothing between reads.
   */
  prefetch(definition: CollectionDefinition, ids: readonly string[]): Promise<void>;
  getCheckpoint(name: string): Promise<bigint | undefined>;
  /** Stored when the transaction commits; with non-atomic stores, after the work's writes have been applied. */
  setCheckpoint(name: string, position: bigint): Promise<void>;
}

export interface TransactionOptions {
  /**
   * The commit may answer before it is durable (PostgreSQL: synchronous_commit off): a crash of the database may
   * then lose the last such transactions, each one whole, never a part of one. For work that is redone from its
   * own checkpoints when lost, such as a replay (the page and its checkpoint commit together). Ignored by stores
   * without such a choice.
   */
  relaxedDurability?: boolean;
}

export interface ReadStore {
  /**
   * True when `transaction` is atomic (PostgreSQL): writes and checkpoints commit together or not at all.
   * False (MongoDB without a replica set): writes apply as they are made, checkpoints after the work resolves,
   * so projections must use position guards.
   */
  readonly atomicTransactions: boolean;
  collection<TDoc extends ReadDocument>(definition: CollectionDefinition<TDoc>): ReadCollection<TDoc>;
  /**
   * Creates the collection and its indexes if missing. Collections are also ensured on first use.
   * `deferIndexes` (for a bulk rebuild such as replay): only what enforces uniqueness is created now; the other
   * indexes are built by the next `ensureCollection` without it (or by a new store instance on first use), once
   * the collection is full. A store may create them at once anyway (MongoDB does).
   */
  ensureCollection(definition: CollectionDefinition, options?: { deferIndexes?: boolean }): Promise<void>;
  transaction<R>(work: (tx: ReadStoreTransaction) => Promise<R>, options?: TransactionOptions): Promise<R>;
  getCheckpoint(name: string): Promise<bigint | undefined>;
  deleteCheckpoint(name: string): Promise<void>;
  /** Drops the collection's documents and indexes (for replay); it is recreated on next use. */
  dropCollection(name: string): Promise<void>;
  /** Drops every collection and every checkpoint of the read store. */
  dropAll(): Promise<void>;
  close(): Promise<void>;
}

export class InvalidFieldPathError extends Error {
  override readonly name = 'InvalidFieldPathError';
  constructor(readonly path: string) {
    super(`Invalid field path: ${JSON.stringify(path)}`);
  }
}

export class InvalidQueryError extends Error {
  override readonly name = 'InvalidQueryError';
}

export class DuplicateKeyError extends Error {
  override readonly name = 'DuplicateKeyError';
  constructor(
    readonly collection: string,
    readonly detail: string,
  ) {
    super(`Duplicate key in ${collection}: ${detail}`);
  }
}
