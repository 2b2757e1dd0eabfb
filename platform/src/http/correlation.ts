import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

export const CORRELATION_HEADER = 'x-correlation-id';
/** What a client may send as its own id; anything else is replaced (log injection, unbounded size). */
const CORRELATION_PATTERN = /^[\w.:-]{1,128}$/;

/**
 * The request's correlation id: the client's X-Correlation-Id when well formed, else a fresh one. It is
 * written back onto the request headers, so every layer behind (command-api copies it into the metadata of
 * the events it writes, from where projections and jobs log it) sees the same id, and echoed on the answer.
 */
export function correlationIdOf(req: IncomingMessage, res: ServerResponse): string {
  const id = sentCorrelationId(req) ?? randomUUID();
  req.headers[CORRELATION_HEADER] = id;
  res.setHeader('X-Correlation-Id', id);
  return id;
}

/** The request's X-Correlation-Id when it is well formed (the client's own, or the one `correlationIdOf` set), else undefined. */
export function sentCorrelationId(req: IncomingMessage): string | undefined {
  const header = req.headers[CORRELATION_HEADER];
  return typeof header === 'string' && CORRELATION_PATTERN.test(header) ? header : undefined;
}
