import { apiFieldErrors } from '@fleetcheck/contracts';
import type { SortField } from '@fleetcheck/platform';
import type { Request } from 'express';
import type { z } from 'zod';
import { QueryError } from './query-error';

/** Parses the query string with a contracts schema; a bad parameter is a 400 with field errors keyed as command-api's. */
export function parseQuery<S extends z.ZodType>(schema: S, req: Request): z.output<S> {
  const result = schema.safeParse(req.query);
  if (!result.success) throw new QueryError('Errors.Invalid', apiFieldErrors(result.error.issues));
  return result.data;
}

/**
 * A query schema that depends on the business day (its dates default to today), built once a day instead of on
 * every request: building a Zod object schema and compiling its parser took ~0.6 ms a request on the bench
 * machine, parsing with a built one ~20 µs.
 */
export function schemaPerDay<S>(build: (today: string) => S): (today: string) => S {
  let built: { today: string; schema: S } | undefined;
  return (today) => {
    if (built?.today !== today) built = { today, schema: build(today) };
    return built.schema;
  };
}

/**
 * `sort=name` or `sort=-name` (descending), comma-separated. Only the listed (sortable) columns are
 * accepted, so a client can never sort on a field the store did not declare.
 */
export function parseSort(sort: string | undefined, sortable: readonly string[], fallback: readonly SortField[]): SortField[] {
  if (!sort) return [...fallback];
  const fields: SortField[] = [];
  for (const part of sort.split(',')) {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!sortable.includes(field)) throw new QueryError('Errors.Invalid', [{ path: 'sort', key: 'Errors.Invalid' }]);
    fields.push({ field, order: descending ? 'desc' : 'asc' });
  }
  return fields;
}
