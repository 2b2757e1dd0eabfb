import { normaliseSearchText } from '@fleetcheck/contracts';
import { assertFieldPath, declaredType } from './definition';
import {
  DEFAULT_PAGE_LIMIT,
  InvalidQueryError,
  MAX_PAGE_LIMIT,
  type CollectionDefinition,
  type FieldConditions,
  type FieldType,
  type Filter,
  type FilterValue,
  type Query,
  type ReadDocument,
  type RangeBound,
  type Scalar,
  type SortField,
  type TotalFrom,
} from './port';

/**
 * The query as both adapters translate it: validated once here so that PostgreSQL and MongoDB refuse and
 * accept exactly the same queries. Dates are already ISO strings.
 */
export type Condition =
  | { kind: 'eq'; path: string; value: Scalar }
  | { kind: 'in'; path: string; values: Scalar[] }
  | { kind: 'range'; path: string; valueType: 'string' | 'number'; bounds: RangeBounds }
  | { kind: 'exists'; path: string; exists: boolean };

export interface RangeBounds {
  gt?: string | number;
  gte?: string | number;
  lt?: string | number;
  lte?: string | number;
}

export interface TextCondition {
  /**
   * Literal texts, any of which matches; adapters escape them. The term normalised (normaliseSearchText: `500\u3000あ`
   * finds 品川 500 あ 12-34), then the term as typed (trimmed) when that differs, so a value stored at full width
   * (５００) is still found by the same full-width term.
   */
  texts: string[];
  paths: string[];
}

export interface NormalisedQuery {
  conditions: Condition[];
  text?: TextCondition;
}

export interface NormalisedSort {
  path: string;
  order: 'asc' | 'desc';
}

type AnyDefinition = CollectionDefinition<never> | CollectionDefinition;

const CONDITION_KEYS = new Set(['eq', 'in', 'gt', 'gte', 'lt', 'lte', 'exists']);
const RANGE_KEYS = ['gt', 'gte', 'lt', 'lte'] as const;

export function normaliseQuery(definition: AnyDefinition, query: Query = {}): NormalisedQuery {
  const conditions = normaliseFilter(definition, query.filter ?? {});
  const text = normaliseSearch(definition, query.search);
  return text ? { conditions, text } : { conditions };
}

export function normaliseFilter(definition: AnyDefinition, filter: Filter): Condition[] {
  const conditions: Condition[] = [];
  for (const [path, spec] of Object.entries(filter)) {
    assertFieldPath(path);
    const type = declaredType(definition, path);
    if (isConditions(spec)) {
      for (const key of Object.keys(spec)) {
        if (!CONDITION_KEYS.has(key)) throw new InvalidQueryError(`Unknown condition ${key} on ${path}`);
      }
      if (spec.eq !== undefined) conditions.push({ kind: 'eq', path, value: scalar(path, spec.eq, type) });
      if (spec.in !== undefined) {
        if (!Array.isArray(spec.in)) throw new InvalidQueryError(`in on ${path} must be an array`);
        conditions.push({ kind: 'in', path, values: spec.in.map((v) => scalar(path, v, type)) });
      }
      const range = rangeCondition(path, spec, type);
      if (range) conditions.push(range);
      if (spec.exists !== undefined) {
        if (typeof spec.exists !== 'boolean') throw new InvalidQueryError(`exists on ${path} must be a boolean`);
        conditions.push({ kind: 'exists', path, exists: spec.exists });
      }
    } else {
      conditions.push({ kind: 'eq', path, value: scalar(path, spec, type) });
    }
  }
  return conditions;
}

function isConditions(spec: FilterValue | FieldConditions): spec is FieldConditions {
  return typeof spec === 'object' && spec !== null && !(spec instanceof Date);
}

function scalar(path: string, value: FilterValue, type: FieldType | undefined): Scalar {
  if (value === null) return null;
  const normalised = value instanceof Date ? isoDate(path, value) : value;
  const kind = typeof normalised;
  if (kind === 'number' && !Number.isFinite(normalised)) throw new InvalidQueryError(`${path}: numbers must be finite`);
  if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') {
    throw new InvalidQueryError(`${path}: filter values are strings, numbers, booleans, dates or null`);
  }
  if (type && !matchesType(type, kind)) throw new InvalidQueryError(`${path} is declared ${type}, got a ${kind}`);
  return normalised;
}

function matchesType(type: FieldType, kind: string): boolean {
  return type === 'date' ? kind === 'string' : type === kind;
}

function isoDate(path: string, value: Date): string {
  if (Number.isNaN(value.getTime())) throw new InvalidQueryError(`${path}: invalid date`);
  return value.toISOString();
}

function rangeCondition(path: string, spec: FieldConditions, type: FieldType | undefined): Condition | undefined {
  const bounds: RangeBounds = {};
  let valueType: 'string' | 'number' | undefined;
  for (const key of RANGE_KEYS) {
    const raw: RangeBound | undefined = spec[key];
    if (raw === undefined) continue;
    const value = raw instanceof Date ? isoDate(path, raw) : raw;
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number') throw new InvalidQueryError(`${path}: range bounds are numbers, strings or dates`);
    if (kind === 'number' && !Number.isFinite(value)) throw new InvalidQueryError(`${path}: numbers must be finite`);
    if (valueType && valueType !== kind) throw new InvalidQueryError(`${path}: range bounds mix numbers and strings`);
    if (type && !matchesType(type, kind)) throw new InvalidQueryError(`${path} is declared ${type}, got a ${kind}`);
    valueType = kind;
    bounds[key] = value;
  }
  return valueType ? { kind: 'range', path, valueType, bounds } : undefined;
}

function normaliseSearch(definition: AnyDefinition, search: Query['search']): TextCondition | undefined {
  if (search === undefined) return undefined;
  const text = typeof search === 'string' ? search : search.text;
  if (typeof text !== 'string') throw new InvalidQueryError('search text must be a string');
  const normalised = normaliseSearchText(text);
  if (normalised === '') return undefined;
  const typed = text.trim();
  const paths = [...((typeof search === 'string' ? undefined : search.fields) ?? definition.textFields ?? [])];
  if (paths.length === 0) throw new InvalidQueryError(`${definition.name} has no text fields to search`);
  paths.forEach(assertFieldPath);
  return { texts: typed === normalised ? [normalised] : [normalised, typed], paths };
}

export function normaliseSort(sort: readonly SortField[] | undefined): NormalisedSort[] {
  const result: NormalisedSort[] = [];
  for (const { field, order = 'asc' } of sort ?? []) {
    assertFieldPath(field);
    if (order !== 'asc' && order !== 'desc') throw new InvalidQueryError(`Sort order must be asc or desc`);
    result.push({ path: field, order });
  }
  return result;
}

/** TotalFrom's fields, validated: numeric (declared so, or undeclared and summed where they hold numbers). */
export interface NormalisedSum {
  add: readonly string[];
  subtract: readonly string[];
}

export function normaliseSum(definition: AnyDefinition, total: TotalFrom): NormalisedSum {
  const subtract = total.subtract ?? [];
  for (const path of [...total.add, ...subtract]) {
    const type = declaredType(definition, assertFieldPath(path));
    if (type !== undefined && type !== 'number') throw new InvalidQueryError(`${path} is not a number field`);
  }
  return { add: total.add, subtract };
}

export interface Paging {
  page: number;
  limit: number;
  skip: number;
}

export function normalisePaging(page = 1, limit = DEFAULT_PAGE_LIMIT): Paging {
  if (!Number.isInteger(page) || page < 1) throw new InvalidQueryError('page must be an integer from 1');
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new InvalidQueryError(`limit must be an integer from 1 to ${MAX_PAGE_LIMIT}`);
  }
  return { page, limit, skip: (page - 1) * limit };
}

export function normaliseLimit(limit: number | undefined): number | undefined {
  if (limit === undefined) return undefined;
  if (!Number.isInteger(limit) || limit < 0) throw new InvalidQueryError('limit must be a non-negative integer');
  return limit;
}

export function totalPages(totalDocs: number, limit: number): number {
  return Math.max(1, Math.ceil(totalDocs / limit));
}

/** Paths of a patch: validated, and never the id. */
export function assertPatchPaths(changes: Readonly<Record<string, unknown>>): void {
  for (const path of Object.keys(changes)) {
    assertFieldPath(path);
    if (path === '_id' || path.startsWith('_id.')) throw new InvalidQueryError('_id cannot be patched');
  }
}

/** Documents are plain JSON in every adapter: Dates become ISO strings, undefined disappears. */
export function toJsonDocument<T>(doc: T): T {
  return JSON.parse(JSON.stringify(doc)) as T;
}

/** Applies a dot-path patch to a JSON document (a copy), as `$set` / `$unset` would. */
export function applyPatch<T extends object>(doc: T, changes: Readonly<Record<string, unknown>>): T {
  const result = structuredClone(doc) as Record<string, unknown>;
  for (const [path, value] of Object.entries(changes)) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let target: Record<string, unknown> | undefined = result;
    for (const key of keys) {
      const next: unknown = target[key];
      if (typeof next !== 'object' || next === null || Array.isArray(next)) {
        if (value === undefined) {
          target = undefined; // nothing to remove below a missing parent
          break;
        }
        target[key] = {};
      }
      target = target[key] as Record<string, unknown>;
    }
    if (!target) continue;
    if (value === undefined) delete target[last];
    else target[last] = toJsonDocument(value);
  }
  return result as T;
}

export function documentId(doc: ReadDocument): string {
  if (typeof doc?._id !== 'string' || doc._id === '') throw new InvalidQueryError('Documents need a non-empty string _id');
  return doc._id;
}
