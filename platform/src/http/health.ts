import type { Express } from 'express';
import type { Readiness } from '../readiness';

export const HEALTH_PATHS = ['/health', '/ready'] as const;

/**
 * Health answers 200 once every registered part is ready and 503 ("starting") before, so a supervisor or load
 * balancer never sends work to a half-started process. The runner adds `/api/v1/health` for the front end. Once
 * shutdown has begun, every path but the liveness `/health` answers 503 ("stopping").
 */
export function mountHealth(app: Express, readiness: Readiness, paths: readonly string[] = HEALTH_PATHS): void {
  app.get([...paths], (req, res) => {
    if (readiness.stopping && req.path !== '/health') {
      res.status(503).json({ status: 'stopping', parts: readiness.report() });
      return;
    }
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? 'ok' : 'starting', parts: readiness.report() });
  });
}
