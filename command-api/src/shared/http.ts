import type { ErrorRequestHandler, Request, Response } from 'express';
import type { Logger } from '@fleetcheck/platform';
import { DomainError, RateLimitedError } from '@fleetcheck/domain';

export const POSITION_HEADER = 'X-FleetCheck-Position';

/** `"3"`, `W/"3"` or `3` -> 3n; anything else is a malformed precondition (400). */
export function ifMatchRevision(req: Request): bigint | undefined {
  const header = req.get('if-match');
  if (header === undefined) return undefined;
  const match = /^(?:W\/)?"?(\d{1,19})"?$/.exec(header.trim());
  if (!match) throw new DomainError('Errors.Invalid', [{ path: 'If-Match', key: 'Errors.Invalid' }]);
  return BigInt(match[1]!);
}

/**
 * Where a write landed: the ETag is the stream revision (send it back as If-Match), the position header is
 * the global position the query side can wait for. Nothing written (a no-op edit): no position header.
 */
export function sendWritten(
  res: Response,
  written: { revision: bigint | undefined; position: bigint | undefined },
  body: unknown,
  status = 200,
): void {
  if (written.revision !== undefined) res.setHeader('ETag', `"${written.revision}"`);
  if (written.position !== undefined) res.setHeader(POSITION_HEADER, written.position.toString());
  res.status(status).json(body);
}

export function errorBody(
  key: string,
  status: number,
  fields?: readonly { path: string; key: string }[],
  params?: Readonly<Record<string, string>>,
) {
  return {
    operation: 'error' as const,
    error: { key, status, ...(fields?.length ? { fields } : {}), ...(params ? { params } : {}) },
  };
}

export function errorHandler(logger?: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof DomainError) {
      if (error instanceof RateLimitedError) res.setHeader('Retry-After', String(error.retryAfterSeconds));
      res.status(error.status).json(errorBody(error.key, error.status, error.fields, error.params));
      return;
    }
    // body-parser: malformed JSON, wrong charset, too large.
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      const key = status === 413 ? 'Errors.UploadTooLarge' : 'Errors.Invalid';
      res.status(status).json(errorBody(key, status));
      return;
    }
    logger?.error({ err: error, method: req.method, url: req.originalUrl }, 'command failed');
    res.status(500).json(errorBody('Errors.Internal', 500));
  };
}

/** The commandAccepted body of contracts: where the write landed. */
export function accepted(id: string, written: { revision: bigint | undefined; position: bigint | undefined }) {
  return {
    operation: 'success' as const,
    data: { id, ...(written.revision !== undefined ? { revision: Number(written.revision) } : {}) },
    ...(written.position !== undefined ? { position: written.position.toString() } : {}),
  };
}
