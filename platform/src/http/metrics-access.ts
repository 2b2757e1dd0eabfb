import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { sendError } from './error-body';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics sits on the public port, so it answers only a scraper that sends `Authorization: Bearer
 * <METRICS_TOKEN>` (compared in constant time). Without a configured token it is not served at all (404, as
 * for any unknown path); a missing or wrong token is 401.
 */
export function metricsAccess(token: string | undefined): RequestHandler {
  const expected = token === undefined ? undefined : digest(`Bearer ${token}`);
  return (req, res, next) => {
    if (!expected) return sendError(res, 'Errors.NotFound', 404);
    if (!timingSafeEqual(digest(req.get('authorization') ?? ''), expected)) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
      return sendError(res, 'Errors.Unauthorized', 401);
    }
    next();
  };
}
