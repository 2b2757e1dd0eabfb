import express, { type RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { applyWebSecurity, type Logger, type Metrics, type Readiness } from '@fleetcheck/platform';

/**
 * Longest wait for the requests in flight when the web entry stops; the same bound as each service process's
 * (a plain stop under load cut requests still hashing passwords after 10 s: issue 36, defect 6).
 */
export const DRAIN_LIMIT_MS = 20_000;

export interface WebServerParts {
  readiness: Readiness;
  /** Request logs (with the correlation id) and the latency metrics, served at GET /metrics. */
  logger: Logger;
  metrics: Metrics;
  /** Origins besides the app's own allowed to call the API (CORS_ORIGINS). */
  corsOrigins: readonly string[];
  /** The reverse proxies in front whose X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: readonly string[];
  /** The bearer token GET /metrics asks for (METRICS_TOKEN); unset: /metrics is not served. */
  metricsToken: string | undefined;
  /** Serves the GETs of /api/v1 from read models; calls next() for what it does not own. */
  queryApi?: RequestHandler;
  /** Every mutating endpoint (and the few GETs with side effects, such as /auth/logout). */
  commandApi?: RequestHandler;
  /** Built front end (frontend/dist); when missing, the API still runs and / explains how to build. */
  frontendDist: string;
}

/**
 * One port for everything in the local profile: /api/v1 (GET to the query side first, everything else and
 * any GET the query side does not own to the command side, as the production reverse proxy does) and the
 * single-page app with a fallback to index.html for client-side routes.
 */
/** The driver app's pages: /driver-app and below, except the invitation page of the web app. */
const DRIVER_APP_PATHS = /^\/driver-app(?!\/invitation)(\/.*)?$/;

const noCacheForServiceWorker = (res: ServerResponse, filePath: string) => {
  if (path.basename(filePath) === 'driver-app-sw.js') res.setHeader('Cache-Control', 'no-cache');
};

export function createWebServer(parts: WebServerParts): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // Headers, CORS, size and sign-in limits, request log and metrics: the same in every HTTP process.
  applyWebSecurity(app, {
    logger: parts.logger,
    metrics: parts.metrics,
    corsOrigins: parts.corsOrigins,
    trustProxy: parts.trustProxy,
    metricsToken: parts.metricsToken,
  });

  app.get(['/api/v1/health', '/health', '/ready'], (_req, res) => {
    res.status(parts.readiness.ready ? 200 : 503).json({
      status: parts.readiness.ready ? 'ok' : 'starting',
      parts: parts.readiness.report(),
    });
  });

  // The image proxy (spec section 7) is query-api's, served under /api/v1 as the reverse proxy forwards it.
  app.use((req, _res, next) => {
    if (req.path === '/_next/image') req.url = req.originalUrl = `/api/v1${req.url}`;
    next();
  });

  // The routers are read per request: the port opens before the apps exist, and answers 503 until then.
  const api = express.Router();
  api.use((req, res, next) => {
    const { queryApi, commandApi } = parts;
    if (!queryApi || !commandApi) {
      res.status(503).json({ operation: 'error', error: { key: 'Errors.Unavailable', status: 503 } });
      return;
    }
    const toCommandApi = () => commandApi(req, res, next);
    if (req.method === 'GET' || req.method === 'HEAD') queryApi(req, res, toCommandApi);
    else toCommandApi();
  });
  app.use('/api/v1', api);
  // What neither API owns, and any other path under /api (another version, a typo): JSON, never an HTML page.
  app.use('/api', (_req, res) => {
    res.status(404).json({ operation: 'error', error: { key: 'Errors.NotFound', status: 404 } });
  });

  const indexHtml = path.join(parts.frontendDist, 'index.html');
  const driverAppHtml = path.join(parts.frontendDist, 'driver-app.html');
  if (existsSync(indexHtml)) {
    // The build's Brotli or gzip copy of a script or style sheet when the browser accepts it (frontend's
    // precompressed-assets), as nginx's gzip_static does in production. The driver app's service worker is checked
    // for updates on every visit (no-cache).
    app.use(
      expressStaticGzip(parts.frontendDist, {
        enableBrotli: true,
        orderPreference: ['br', 'gz'],
        index: false,
        serveStatic: { maxAge: '1h', immutable: false, setHeaders: noCacheForServiceWorker },
      }),
    );
    // The driver's phone app is an entry of its own (issue 34); its invitation page belongs to the web app.
    app.get(DRIVER_APP_PATHS, (_req, res, next) => {
      if (!existsSync(driverAppHtml)) return next();
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(driverAppHtml);
    });
    app.get(/^(?!\/api\/).*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  } else {
    app.get('/', (_req, res) => {
      res.type('text/plain').send('FleetCheck API is running. Build the web app with `npm run build -w @fleetcheck/frontend`.');
    });
  }
  return app;
}
