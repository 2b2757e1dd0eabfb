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
