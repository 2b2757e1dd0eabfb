import { errorKeyValues, type FieldError } from '@fleetcheck/contracts';

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

const knownKeys: ReadonlySet<string> = new Set(errorKeyValues);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.key === 'string';

/**
 * Reads the contracts' error body `{operation:'error', error:{key, status, fields}}` (apiErrorBodySchema; a test
 * keeps the two in step); anything else has no key. Plain code: every page's first load includes it.
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!isRecord(body) || body.operation !== 'error' || !isRecord(body.error)) return new ApiError(status, undefined, body);
  const { key, status: bodyStatus, fields } = body.error;
  const validStatus = typeof bodyStatus === 'number' && Number.isInteger(bodyStatus) && bodyStatus >= 400 && bodyStatus <= 599;
  const validFields = fields === undefined || (Array.isArray(fields) && fields.every(isFieldError));
  if (typeof key !== 'string' || !knownKeys.has(key) || !validStatus || !validFields) return new ApiError(status, undefined, body);
  return new ApiError(status, key, body, (fields as FieldError[] | undefined) ?? []);
}
