import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createCommandApi,
  loadCommandApiConfig,
  sandboxAuthorizeUrl,
  seedDemo,
  systemClock,
  uuidIds,
  type Clock,
  type CommandApiDeps,
  type SeedDemoResult,
} from '@fleetcheck/command-api';
import {
  createMailer,
  drainServer,
  createPaymentGateway,
  createQueueBackend,
  failedJobsOf,
  InMemorySignalRelay,
  keepFoldSnapshots,
  Metrics,
  readStoreFoldSnapshots,
  Readiness,
  type FailedJobs,
  type JobRetryPolicy,
  type Logger,
} from '@fleetcheck/platform';
import { startProjections } from '@fleetcheck/projections';
import { createQueryApi } from '@fleetcheck/query-api';
import { QUEUE_NAMES, startWorkers, workersConfigFromEnv } from '@fleetcheck/workers';
import type { LocalEnv } from './env';
import { openStores, type Stores } from './stores';
import { stringEnv } from './string-env';
import { createWebServer, DRAIN_LIMIT_MS } from './web-server';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface LocalSystemOptions {
  /** Seed the demo admin and company when the store has none (the default for `npm start`). */
  seed?: boolean;
  /** Run the workers (BullMQ) in this process. */
  workers?: boolean;
  /** Attempts and first backoff of event and mail jobs (tests shorten them; default 5 tries from 1 s). */
  jobRetry?: Partial<JobRetryPolicy>;
  /** The clock of the APIs and the workers (tests pin the business day with it; default the system's). */
  clock?: Clock;
}

export interface LocalSystem {
  url: string;
  stores: Stores;
  readiness: Readiness;
  metrics: Metrics;
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
  const metrics = new Metrics('fleetcheck-local');
  const routers: Parameters<typeof createWebServer>[0] = {
    readiness,
    logger,
    metrics,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    metricsToken: env.METRICS_TOKEN,
    frontendDist: path.join(repoRoot, 'frontend/dist'),
  };
  const app = createWebServer(routers);
  const server = createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const address = server.address() as AddressInfo;
  const url = `http://${env.HOST}:${address.port}`;
  const stopping: (() => Promise<void>)[] = [];
  // In order: no new connection, every request in flight answered, then the workers and projections (each
  // ends at a checkpoint), the queues, and the stores last, so nothing still running meets a closed store.
  const stop = async () => {
    await drainServer(server, DRAIN_LIMIT_MS);
    for (const step of stopping.reverse()) await step().catch((error: unknown) => logger.warn({ err: error }, 'stop step failed'));
  };

  try {
    const stores = await openStores(env, logger);
    stopping.push(() => stores.close());
    // The APIs' live folds start from their snapshots and store them again on stop (before the stores close).
    const folds = keepFoldSnapshots(stores.eventStore, readStoreFoldSnapshots(stores.readStore), { logger });
    stopping.push(() => folds.stop());
    markReady.stores();

    const mailer = createMailer(env, stores.readStore);
    const config = loadCommandApiConfig({ ...process.env, ...stringEnv(env), PUBLIC_URL: env.PUBLIC_URL ?? url });
    // One gateway for the API (first payments) and the workers (renewals): the sandbox keeps its customers in memory.
    const paymentGateway = createPaymentGateway(env, sandboxAuthorizeUrl(config.publicUrl));
    const clock = options.clock ?? systemClock;
    // One process: the command API and the workers share the live calls' relay (a call the workers end is streamed).
    const signalRelay = new InMemorySignalRelay();
    const commandDeps: CommandApiDeps = {
      eventStore: stores.eventStore,
      clock,
      ids: uuidIds,
      config,
      mailer,
      logger,
      paymentGateway,
      blobStore: stores.blobStore,
      readStore: stores.readStore,
      signalRelay,
    };

    const projections = await startProjections({ eventStore: stores.eventStore, readStore: stores.readStore, logger });
    stopping.push(() => projections.stop());
    metrics.trackProjectionLag({ store: stores.eventStore, checkpoint: () => projections.position() });
    markReady.projections();

    let failedJobs: FailedJobs | undefined;
    if (options.workers ?? true) {
      const queues = createQueueBackend({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.postgres.url, namespace: env.QUEUE_NAMESPACE });
      stopping.push(() => queues.close());
      failedJobs = failedJobsOf(queues, Object.values(QUEUE_NAMES));
      commandDeps.failedJobs = failedJobs;
      metrics.trackQueues(queues, Object.values(QUEUE_NAMES));
      const workers = await startWorkers({
        eventStore: stores.eventStore,
        readStore: stores.readStore,
        queues,
        mailer,
        config: workersConfigFromEnv(env),
        logger,
        retry: options.jobRetry,
        gateway: paymentGateway,
        clock,
        signalRelay,
      });
      stopping.push(() => workers.stop());
    }
    markReady.workers();

    routers.queryApi = createQueryApi({
      readStore: stores.readStore,
      eventStore: stores.eventStore,
      freshness: projections,
      config: {
        jwtSecret: config.jwtSecret,
        jwtIssuer: config.jwtIssuer,
        expiryWarningDays: env.EXPIRY_WARNING_DAYS,
        driverReminderMarginMinutes: env.DRIVER_REMINDER_MARGIN_MINUTES,
      },
      logger,
      failedJobs,
      blobStore: stores.blobStore,
      clock,
    });
    routers.commandApi = createCommandApi(commandDeps);

    const seed = (options.seed ?? true) ? await seedDemo(commandDeps) : undefined;
    markReady.api();
    return { url, stores, readiness, metrics, seed, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
