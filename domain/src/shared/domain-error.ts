import { errorKeyStatus, type ErrorKey, type FieldError } from '@fleetcheck/contracts';

/**
 * A broken rule, as a value with the spec's message key. Deciders throw it; the HTTP layer answers with
 * `errorKeyStatus[key]` and the key, so the UI translates it and nothing ever matches on wording.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly key: ErrorKey,
    readonly fields?: readonly FieldError[],
    /** Words the message names (the manager who took a call), sent beside the key. */
    readonly params?: Readonly<Record<string, string>>,
  ) {
    super(key);
  }

  get status(): number {
    return errorKeyStatus[this.key];
  }
}

export const notFound = (): DomainError => new DomainError('Errors.NotFound');
export const forbidden = (): DomainError => new DomainError('Errors.Forbidden');
export const unauthorized = (): DomainError => new DomainError('Errors.Unauthorized');
export const conflict = (): DomainError => new DomainError('Errors.Conflict');

/** Too many failed logins: 429 with Retry-After. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('Errors.RateLimited');
  }
}
