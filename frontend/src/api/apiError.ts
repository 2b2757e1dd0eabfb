import { apiErrorBodySchema, type FieldError } from '@fleetcheck/contracts';

/** A failed call as a value: the HTTP status and, when the server sent one, the spec's message key. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly key: string | undefined,
    readonly body: unknown,
    readonly fields: readonly FieldError[] = [],
  ) {
    super(`API call failed with status ${status}${key ? ` (${key})` : ''}`);
  }
}

/** Reads the contracts' error body `{operation:'error', error:{key, status, fields}}`; anything else has no key. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const parsed = apiErrorBodySchema.safeParse(body);
  return parsed.success
    ? new ApiError(status, parsed.data.error.key, body, parsed.data.error.fields)
    : new ApiError(status, undefined, body);
}
