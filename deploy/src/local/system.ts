import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createCommandApi,
  loadCommandApiConfig,
  seedDemo,
  systemClock,
  uuidIds,
  type CommandApiDeps,
  type SeedDemoResult,
} from '@fleetcheck/command-api';
import { createMailer, createQueueBackend, Readiness, type Logger } from '@fleetcheck/platform';
import { startProjections } from '@fleetcheck/projections';
import { createQueryApi } from '@fleetcheck/query-api';
import { startWorkers, workersConfigFromEnv } from '@fleetcheck/workers';
import type { LocalEnv } from './env';
import { openStores, type Stores } from './stores';
import { createWebServer } from './web-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalSystemOptions {
  /** Seed the demo admin and company when the store has none (the default for `npm start`). */
  seed?: boolean;
  /** Run the workers (BullMQ) in this process. */
  workers?: boolean;
}

export interface LocalSystem {
  url: string;
  stores: Stores;
  readiness: Readiness;
  seed: SeedDemoResult | undefined;
  stop(): Promise<void>;
}

/**
 * Starts the whole local profile in this process: stores, the command and query APIs on one port, the
 * projection runners and the workers. Used by `npm start` and by the end-to-end tests. The port answers
 * at once (health says 503 "starting") so a supervisor can watch start-up.
 */
export async function startLocalSystem(env: LocalEnv, logger: Logger, options: LocalSystemOptions = {}): Promise<LocalSystem> {
  const readiness = new Readiness();
  const markReady = {
    stores: readiness.register('stores'),
    projections: readiness.register('projections'),
    workers: readiness.register('workers'),
    api: readiness.register('api'),
  };
  const routers: Parameters<typeof createWebServer>[0] = { readiness, frontendDist: path.join(repoRoot, 'frontend/dist') };
  const app = createWebServer(routers);
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${env.HOST}:${address.port}`;
  const stopping: (() => Promise<void>)[] = [() => closeServer(server)];
  const stop = async () => {
    for (const step of stopping.reverse()) await step().catch((error: unknown) => logger.warn({ err: error }, 'stop step failed'));
  };

  try {
    const stores = await openStores(env, logger);
    stopping.push(() => stores.close());
    markReady.stores();

    const mailer = createMailer(env, stores.readStore);
    const config = loadCommandApiConfig({ ...process.env, ...stringEnv(env), PUBLIC_URL: env.PUBLIC_URL ?? url });
    const commandDeps: CommandApiDeps = { eventStore: stores.eventStore, clock: systemClock, ids: uuidIds, config, mailer, logger };

    const projections = await startProjections({ eventStore: stores.eventStore, readStore: stores.readStore, logger });
    stopping.push(() => projections.stop());
    markReady.projections();

    if (options.workers ?? true) {
      const queues = createQueueBackend({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.postgres.url, namespace: 'fleetcheck' });
      stopping.push(() => queues.close());
      const workers = await startWorkers({ eventStore: stores.eventStore, queues, mailer, config: workersConfigFromEnv(env), logger });
      stopping.push(() => workers.stop());
    }
    markReady.workers();

    routers.queryApi = createQueryApi({
      readStore: stores.readStore,
      eventStore: stores.eventStore,
      freshness: projections,
      config: { jwtSecret: config.jwtSecret, jwtIssuer: config.jwtIssuer },
      logger,
    });
    routers.commandApi = createCommandApi(commandDeps);

    const seed = (options.seed ?? true) ? await seedDemo(commandDeps) : undefined;
    markReady.api();
    return { url, stores, readiness, seed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** loadCommandApiConfig reads raw variables; hand it the validated ones so both agree. */
function stringEnv(env: LocalEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  );
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
