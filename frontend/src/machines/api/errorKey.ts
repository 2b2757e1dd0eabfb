import { ErrorKeys, errorKeyValues, type ErrorKey } from '@fleetcheck/contracts';

const knownKeys = new Set<string>(errorKeyValues);

/**
 * The message key a machine shows for a failed actor. A client error carrying a `key` (the ApiClient's
 * ApiError) keeps it; anything else is the generic error modal's body.
 */
export function errorKeyOf(error: unknown): ErrorKey {
  const key = typeof error === 'object' && error !== null && 'key' in error ? (error as { key: unknown }).key : undefined;
  return typeof key === 'string' && knownKeys.has(key) ? (key as ErrorKey) : ErrorKeys.GenericErrorBody;
}
