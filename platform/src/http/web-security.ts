import type { Express } from 'express';
import type { Logger } from '../logging/logger';
import type { Metrics } from '../metrics/metrics';
import { bodySizeLimit, DEFAULT_BODY_LIMIT_BYTES } from './body-limit';
import { corsPolicy } from './cors';
import { metricsAccess } from './metrics-access';
import { requestLogger } from './request-logger';
import { securityHeaders } from './security-headers';
import { signInRateLimit } from './sign-in-rate-limit';

/** The sign-in endpoints (relative to /api/v1) whose failures count towards the per-address limit. */
export const SIGN_IN_PATHS = ['/auth/login', '/auth/admin-login'] as const;

export interface WebSecurityOptions {
  logger: Logger;
  metrics: Metrics;
  /** Origins allowed to call the API besides the app's own (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** The reverse proxies whose X-Forwarded-For/-Proto are believed (TRUST_PROXY); empty: the socket's address only. */
  trustProxy: readonly string[];
  /** GET /metrics answers only `Authorization: Bearer <token>` (METRICS_TOKEN); undefined: not served. */
  metricsToken: string | undefined;
  bodyLimitBytes?: number;
}

/**
 * The middleware every FleetCheck HTTP process puts in front of its routes, in this order: the request log
 * (which fixes the correlation id), latency metrics, security headers, GET /metrics behind its token, then for
 * /api/v1 the CORS policy, the body size limit and the per-address sign-in limit. Call before mounting any route.
 * The client address (sign-in limits, logs) comes from X-Forwarded-For only through the named proxies: anyone
 * else could otherwise pick the address they are counted under.
 */
export function applyWebSecurity(app: Express, options: WebSecurityOptions): void {
  app.disable('x-powered-by');
  app.set('trust proxy', options.trustProxy.length ? [...options.trustProxy] : false);
  app.use(requestLogger(options.logger));
  app.use(options.metrics.http());
  app.use(securityHeaders());
  app.get('/metrics', metricsAccess(options.metricsToken), options.metrics.endpoint());
  app.use('/api/v1', corsPolicy(options.corsOrigins));
  app.use('/api/v1', bodySizeLimit(options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES));
  app.use('/api/v1', signInRateLimit(SIGN_IN_PATHS));
}
