import { assertFieldPath, declaredType } from '../definition';
import type { CollectionDefinition, FieldType } from '../port';
import type { Condition, NormalisedQuery, NormalisedSort, RangeBounds } from '../query-model';

/**
 * SQL for the typed query model over `(id text, doc jsonb, position bigint)` tables. Field paths are inlined
 * (only after assertFieldPath: identifiers and dots) so that filters and sorts use the very expressions the
 * indexes were built on; every value is a bind parameter.
 */
type AnyDefinition = CollectionDefinition<never> | CollectionDefinition;

export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function pathArray(path: string): string {
  return `'{${assertFieldPath(path).split('.').join(',')}}'`;
}

export function jsonExpr(path: string): string {
  return `(doc #> ${pathArray(path)})`;
}

export function textExpr(path: string): string {
  return `(doc #>> ${pathArray(path)})`;
}

/** The expression a declared field is indexed, compared and sorted on. */
export function typedExpr(path: string, type: FieldType): string {
  if (path === '_id') return 'id';
  switch (type) {
    case 'string':
    case 'date':
      return `(${textExpr(path)} COLLATE "C")`;
    case 'number':
      return `(${textExpr(path)}::numeric)`;
    case 'boolean':
      return `(${textExpr(path)}::boolean)`;
    default: {
      const exhaustive: never = type;
      throw new Error(`Unknown field type ${String(exhaustive)}`);
    }
  }
}

function valueCast(value: string | number | boolean): string {
  return typeof value === 'number' ? '::numeric' : typeof value === 'boolean' ? '::boolean' : '::text';
}

function typeOfValue(value: string | number | boolean): 'string' | 'number' | 'boolean' {
  return typeof value as 'string' | 'number' | 'boolean';
}

/** An undeclared field compared as `kind`: NULL unless the stored JSON value is of that kind. */
function guardedExpr(path: string, kind: 'string' | 'number' | 'boolean'): string {
  if (path === '_id') return 'id';
  const cast = kind === 'number' ? '::numeric' : kind === 'boolean' ? '::boolean' : '';
  const collate = kind === 'string' ? ' COLLATE "C"' : '';
  return `(CASE WHEN jsonb_typeof(${jsonExpr(path)}) = '${kind}' THEN ${textExpr(path)}${cast} END${collate})`;
}

/** A field summed as a number: its numeric value, NULL where an undeclared field holds something else. */
export function numericSql(definition: AnyDefinition, path: string): string {
  return comparable(definition, path, 'number');
}

function comparable(definition: AnyDefinition, path: string, kind: 'string' | 'number' | 'boolean'): string {
  const type = declaredType(definition, path);
  return type ? typedExpr(path, type) : guardedExpr(path, kind);
}

function conditionSql(definition: AnyDefinition, condition: Condition, params: SqlParams): string {
  const { path } = condition;
  switch (condition.kind) {
    case 'eq': {
      const { value } = condition;
      if (value === null) return path === '_id' ? 'false' : `(${jsonExpr(path)} IS NULL OR ${jsonExpr(path)} = 'null'::jsonb)`;
      return `${comparable(definition, path, typeOfValue(value))} = ${params.add(value)}${valueCast(value)}`;
    }
    case 'in': {
      const nonNull = condition.values.filter((v): v is string | number | boolean => v !== null);
      const parts: string[] = [];
      if (nonNull.length < condition.values.length) parts.push(conditionSql(definition, { kind: 'eq', path, value: null }, params));
      for (const kind of ['string', 'number', 'boolean'] as const) {
        const values = nonNull.filter((v) => typeof v === kind);
        if (values.length === 0) continue;
        const cast = kind === 'number' ? '::numeric[]' : kind === 'boolean' ? '::boolean[]' : '::text[]';
        parts.push(`${comparable(definition, path, kind)} = ANY(${params.add(values)}${cast})`);
      }
      return parts.length ? `(${parts.join(' OR ')})` : 'false';
    }
    case 'range':
      return rangeSql(comparable(definition, path, condition.valueType), condition.bounds, params);
    case 'exists':
      if (path === '_id') return condition.exists ? 'true' : 'false';
      return `${jsonExpr(path)} IS ${condition.exists ? 'NOT ' : ''}NULL`;
    default: {
      const exhaustive: never = condition;
      throw new Error(`Unknown condition ${JSON.stringify(exhaustive)}`);
    }
  }
}

const RANGE_OPERATORS = { gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function rangeSql(expr: string, bounds: RangeBounds, params: SqlParams): string {
  const parts: string[] = [];
  for (const key of ['gt', 'gte', 'lt', 'lte'] as const) {
    const value = bounds[key];
    if (value === undefined) continue;
    parts.push(`${expr} ${RANGE_OPERATORS[key]} ${params.add(value)}${valueCast(value)}`);
  }
  return parts.join(' AND ');
}

/** LIKE pattern matching `text` literally anywhere. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function whereSql(definition: AnyDefinition, query: NormalisedQuery, params: SqlParams): string {
  const parts = query.conditions.map((c) => conditionSql(definition, c, params));
  if (query.text) {
    const patterns = query.text.texts.map((text) => params.add(containsPattern(text)));
    // Same expression as the trigram index: (doc #>> path), so the GIN index can serve the ILIKE.
    const matches = query.text.paths.flatMap((p) => patterns.map((pattern) => `${p === '_id' ? 'id' : textExpr(p)} ILIKE ${pattern}`));
    parts.push(`(${matches.join(' OR ')})`);
  }
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** Null and missing first ascending (as MongoDB); untyped fields order null < numbers < strings < others. */
export function orderBySql(definition: AnyDefinition, sort: readonly NormalisedSort[]): string {
  const keys: string[] = [];
  for (const { path, order } of sort) {
    // The id is unique: nothing after it matters, and it is the tie-break when absent.
    if (path === '_id') return `ORDER BY ${[...keys, `id ${order.toUpperCase()}`].join(', ')}`;
    const direction = order === 'asc' ? 'ASC NULLS FIRST' : 'DESC NULLS LAST';
    const type = declaredType(definition, path);
    if (type) {
      keys.push(`${typedExpr(path, type)} ${direction}`);
      continue;
    }
    const json = jsonExpr(path);
    keys.push(
      `(CASE jsonb_typeof(${json}) WHEN 'number' THEN 1 WHEN 'string' THEN 2 WHEN 'object' THEN 3 WHEN 'array' THEN 4 WHEN 'boolean' THEN 5 ELSE 0 END) ${order.toUpperCase()}`,
      `${guardedExpr(path, 'number')} ${direction}`,
      `${guardedExpr(path, 'string')} ${direction}`,
    );
  }
  return `ORDER BY ${[...keys, 'id ASC'].join(', ')}`;
}
