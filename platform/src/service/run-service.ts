import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Router } from 'express';
import { ConfigError, envSchema, loadEnv, type Env } from '../config/env';
import { sendError } from '../http/error-body';
import { mountHealth } from '../http/health';
import { applyWebSecurity } from '../http/web-security';
import { createLogger, type Logger } from '../logging/logger';
import { Metrics } from '../metrics/metrics';
import { Readiness } from '../readiness';
import { drainServer } from './drain-server';

/** Set on the 404 of a request no route of this process owns, so a front proxy may try the other API. */
export const UNROUTED_HEADER = 'X-FleetCheck-Unrouted';

export interface ServiceContext<E extends Env> {
  env: E;
  logger: Logger;
  metrics: Metrics;
  /** The URL this process listens on. */
  url: string;
}

export interface StartedService {
  /** Mounted at /api/v1 (the APIs); absent for projections and workers, which only answer health and metrics. */
  api?: Router;
  /** Ends the work in flight and closes the stores; called once on SIGTERM or SIGINT. */
  stop(): Promise<void>;
}

/**
 * Longest wait for requests in flight before their connections are cut on shutdown: long enough for a slow
 * request on a loaded machine (password hashes under load took more than 10 s), within Kubernetes' grace period
 * (deploy/k8s: preStop 5 s + this + the stores' close < terminationGracePeriodSeconds 40 s).
 */
const DRAIN_LIMIT_MS = 20_000;

/**
 * The life of a standalone service process (command-api, query-api, projections, workers): validates the
 * environment, opens the port at once with GET /health and /ready (503 "starting" until `start` resolves, then
 * 200) and /metrics, starts the service, and on SIGTERM or SIGINT stops taking requests, lets those in
 * flight finish, stops the service and exits 0. A failed start exits 1.
 */
export async function runService<E extends Env = Env>(
  name: string,
  start: (context: ServiceContext<E>) => Promise<StartedService>,
  schema: { parse(source: unknown): E } = envSchema as unknown as { parse(source: unknown): E },
): Promise<void> {
  let env: E;
  try {
    env = loadEnv(schema as never, process.env) as E;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL, name });
  const metrics = new Metrics(name);
  const readiness = new Readiness();
  const markReady = readiness.register(name);
  const mounted: { api?: Router } = {};

  const app = express();
  applyWebSecurity(app, { logger, metrics, corsOrigins: env.CORS_ORIGINS, trustProxy: env.TRUST_PROXY, metricsToken: env.METRICS_TOKEN });
  mountHealth(app, readiness);
  app.use('/api/v1', (req, res, next) => (mounted.api ? mounted.api(req, res, next) : sendError(res, 'Errors.Unavailable', 503)));
  // Any other path under /api (another version, a typo) is the same JSON 404, never Express's HTML page.
  app.use('/api', (_req, res) => {
    res.setHeader(UNROUTED_HEADER, 'true');
    sendError(res, 'Errors.NotFound', 404);
  });

  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const url = `http://${env.HOST}:${(server.address() as AddressInfo).port}`;
  logger.info({ url }, `${name} listening`);

  let started: StartedService | undefined;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, `${name} stopping`);
    // Not ready from now on: a probe sees 503 while the requests in flight are answered. In Kubernetes the
    // preStop sleep has already let the endpoints drop this pod before SIGTERM came (deploy/k8s/*.yaml).
    readiness.stop();
    await drainServer(server, DRAIN_LIMIT_MS);
    await started?.stop().catch((error: unknown) => logger.error({ err: error }, 'stop failed'));
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  // Started by a launcher with an IPC channel (`npm start -- --split`): when the launcher dies, so does this.
  if (process.connected) process.once('disconnect', () => void shutdown('launcher gone'));

  try {
    started = await start({ env, logger, metrics, url });
  } catch (error) {
    logger.fatal({ err: error }, `${name} failed to start`);
    process.exit(1);
  }
  mounted.api = started.api;
  markReady();
  logger.info(`${name} ready`);
}
