import { errorKeyStatus, type ErrorKey, type FieldError } from '@fleetcheck/contracts';

/** A refused query, with the spec's message key; answered as the shared API error body. */
export class QueryError extends Error {
  override readonly name = 'QueryError';
  constructor(
    readonly key: ErrorKey,
    readonly fields?: readonly FieldError[],
  ) {
    super(key);
  }
  get status(): number {
    return errorKeyStatus[this.key];
  }
}

export const unauthorized = () => new QueryError('Errors.Unauthorized');
export const forbidden = () => new QueryError('Errors.Forbidden');
export const notFound = () => new QueryError('Errors.NotFound');
