import type { Request, RequestHandler } from 'express';
import { sendError } from './error-body';

const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE';
const ALLOWED_HEADERS = 'Authorization, Content-Type, If-Match, Accept-Language, X-Correlation-Id, X-FleetCheck-Position';
const EXPOSED_HEADERS = 'ETag, Retry-After, X-Correlation-Id, X-FleetCheck-Position, X-FleetCheck-Fresh, Content-Disposition';

const ownOrigin = (req: Request) => `${req.protocol}://${req.get('host') ?? ''}`;

/**
 * Same-origin by default; other origins only when listed in CORS_ORIGINS. A cross-origin call from an origin
 * not on the list is refused outright (403) rather than merely left without CORS headers, so a state-changing
 * "simple" request never reaches a handler. No Allow-Credentials: the API authenticates with the
 * Authorization header only, never with cookies.
 */
export function corsPolicy(allowedOrigins: readonly string[]): RequestHandler {
  const allowed = new Set(allowedOrigins);
  return (req, res, next) => {
    const origin = req.get('origin');
    res.vary('Origin');
    if (origin === undefined || origin === ownOrigin(req)) return next();
    if (!allowed.has(origin)) return sendError(res, 'Errors.Forbidden', 403);
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
    if (req.method === 'OPTIONS' && req.get('access-control-request-method')) {
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
      res.setHeader('Access-Control-Allow-Headers', ALLOWED_HEADERS);
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
}
