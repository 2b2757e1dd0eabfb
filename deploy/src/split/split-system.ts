import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCommandApiConfig, seedDemo, systemClock, uuidIds, type SeedDemoResult } from '@fleetcheck/command-api';
import { drainServer, Metrics, Readiness, type Logger } from '@fleetcheck/platform';
import type { LocalEnv } from '../local/env';
import { stringEnv } from '../local/string-env';
import { openStores, type Stores } from '../local/stores';
import { createWebServer, DRAIN_LIMIT_MS } from '../local/web-server';
import { apiProxy } from './api-proxy';
import { SERVICE_NAMES, ServiceProcess, type ServiceName } from './service-process';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface SplitSystemOptions {
  /** Seed the demo admin and company when the store has none (the default for `npm start -- --split`). */
  seed?: boolean;
  /** Children's output: inherited by default; tests silence it. */
  stdio?: 'inherit' | 'ignore';
  /** Variables for one service only (a test points the workers at another queue backend, for instance). */
  serviceEnv?: Partial<Record<ServiceName, Record<string, string>>>;
  /** Start a service again when it dies on its own, as a supervisor would (the CLI does; fault tests do it by hand). */
  restartOnCrash?: boolean;
  /** More processes of a service beside the first (scale-out: the workers and projections share work by leases). */
  replicas?: Partial<Record<'projections' | 'workers', number>>;
}

export interface SplitSystem {
  /** The one port: web app and /api/v1, routed to query-api and command-api as the reverse proxy does. */
  url: string;
  services: Record<ServiceName, ServiceProcess>;
  /** The extra processes of `replicas`, in start order. */
  replicas: ServiceProcess[];
  /** The launcher's own handle on the stores (seeding, tests' checks); the services open their own. */
  stores: Stores;
  seed: SeedDemoResult | undefined;
  /** Stops every service gracefully and resolves with their exit codes. */
  stop(): Promise<Record<ServiceName, number | null>>;
}

/**
 * The local profile with every service in its own Node process (`npm start -- --split`): command-api,
 * query-api, projections and workers share nothing but the stores (one PostgreSQL, given or embedded). This
 * process opens the stores first (so schemas exist before four processes race to create them), seeds the
 * demo, starts the services, and serves the one-port web entry.
 */
export async function startSplitSystem(env: LocalEnv, logger: Logger, options: SplitSystemOptions = {}): Promise<SplitSystem> {
  const services = {} as Record<ServiceName, ServiceProcess>;
  const replicas: ServiceProcess[] = [];
  const readiness = new ServicesReadiness(services);
  const app = createWebServer({
    readiness,
    logger,
    metrics: new Metrics('fleetcheck-web'),
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    frontendDist: path.join(repoRoot, 'frontend/dist'),
    queryApi: apiProxy(() => services['query-api'].url, { fallThrough: true }),
    commandApi: apiProxy(() => services['command-api'].url),
  });
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const url = `http://${env.HOST}:${(server.address() as AddressInfo).port}`;

  let stores: Stores | undefined;
  let stopped: Promise<Record<ServiceName, number | null>> | undefined;
  const stopAll = () => (stopped ??= stopEverything());
  // The web entry first (no new request; those in flight answered by the services), then every service
  // (each drains and stops at a checkpoint on SIGTERM), then the stores they all used.
  const stopEverything = async () => {
    await drainServer(server, DRAIN_LIMIT_MS);
    const codes = Object.fromEntries(
      await Promise.all(Object.values(services).map(async (service) => [service.name, await service.stop()] as const)),
    ) as Record<ServiceName, number | null>;
    await Promise.all(replicas.map((replica) => replica.stop()));
    await stores?.close();
    return codes;
  };

  try {
    stores = await openStores(env, logger);
    const config = loadCommandApiConfig({ ...process.env, ...stringEnv(env), PUBLIC_URL: env.PUBLIC_URL ?? url });
    const seed =
      (options.seed ?? true)
        ? await seedDemo({ eventStore: stores.eventStore, clock: systemClock, ids: uuidIds, config, logger })
        : undefined;
    // Every service gets the same stores and the same token key: the key is fixed here, before any of them
    // could race to create the local one under the data directory.
    const shared = {
      ...process.env,
      ...stringEnv(env),
      DATABASE_URL: stores.postgres.url,
      JWT_SECRET: config.jwtSecret,
      PUBLIC_URL: config.publicUrl,
      // The services sit behind this process's proxy on loopback, which forwards the client's address.
      TRUST_PROXY: 'loopback',
    };
    const onUnexpectedExit = (service: ServiceProcess, code: number | null, signal: NodeJS.Signals | null) => {
      logger.error({ service: service.name, code, signal }, options.restartOnCrash ? 'service exited; restarting it' : 'service exited');
      if (options.restartOnCrash && !stopped) {
        service.start().catch((error: unknown) => logger.error({ err: error, service: service.name }, 'restart failed'));
      }
    };
    for (const name of SERVICE_NAMES) {
      const env = { ...shared, ...options.serviceEnv?.[name] };
      services[name] = new ServiceProcess({ name, repoRoot, env, stdio: options.stdio ?? 'inherit', onUnexpectedExit });
    }
    for (const [name, count] of Object.entries(options.replicas ?? {}) as [ServiceName, number][]) {
      const env = { ...shared, ...options.serviceEnv?.[name] };
      for (let i = 0; i < count; i++)
        replicas.push(new ServiceProcess({ name, repoRoot, env, stdio: options.stdio ?? 'inherit', onUnexpectedExit }));
    }
    await Promise.all([...Object.values(services), ...replicas].map((service) => service.start()));
    return { url, services, replicas, stores, seed, stop: stopAll };
  } catch (error) {
    await stopAll().catch((stopError: unknown) => logger.warn({ err: stopError }, 'stop after a failed start failed'));
    throw error;
  }
}

/** The web entry's health: ready while every service process runs and has answered its health (503 while one restarts). */
class ServicesReadiness extends Readiness {
  constructor(private readonly services: Partial<Record<ServiceName, ServiceProcess>>) {
    super();
  }

  override get ready(): boolean {
    return SERVICE_NAMES.every((name) => this.services[name]?.ready === true);
  }

  override report(): Record<string, 'ready' | 'starting'> {
    return Object.fromEntries(SERVICE_NAMES.map((name) => [name, this.services[name]?.ready ? 'ready' : 'starting']));
  }
}
