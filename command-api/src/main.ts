import {
  createMailer,
  JOB_QUEUE_NAMES,
  keepFoldSnapshots,
  openFailedJobs,
  openServiceStores,
  openSignalRelay,
  readStoreFoldSnapshots,
  runService,
} from '@fleetcheck/platform';
import { Redis } from 'ioredis';
import { defaultLoginPolicy } from './auth/rate-limiter';
import { createRedisRateLimiter } from './auth/redis-rate-limiter';
import { commandApiEnvSchema, loadCommandApiConfig } from './config';
import { createCommandApi } from './create-command-api';
import { systemClock, uuidIds } from './deps';

/**
 * command-api as its own process (production profile, or the local profile's `npm start -- --split`): stateless,
 * scaled horizontally behind the reverse proxy. /health, /ready and /metrics come from runService.
 */
await runService(
  'command-api',
  async ({ env, logger, url }) => {
    const config = loadCommandApiConfig({ ...process.env, PUBLIC_URL: env.PUBLIC_URL ?? url });
    const stores = await openServiceStores(env);
    // The live folds (sessions, subscriptions, detectors) start from their snapshots, not from the log's beginning.
    const folds = keepFoldSnapshots(stores.eventStore, readStoreFoldSnapshots(stores.readStore), { logger });
    // Without SMTP_URL mail goes to the outbox in the read store, which the app shows in the local profile.
    const mailer = createMailer(env, stores.readStore);
    const failedJobs = openFailedJobs(
      { REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl, namespace: env.QUEUE_NAMESPACE },
      Object.values(JOB_QUEUE_NAMES),
    );
    // With Redis (production) every command-api process counts the same failed logins.
    const redis = env.REDIS_URL ? new Redis(env.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
    const loginRateLimiter = redis && createRedisRateLimiter(redis, defaultLoginPolicy);
    // Live calls' signalling reaches the other command-api processes (Redis pub/sub, else PostgreSQL LISTEN/NOTIFY).
    const signalRelay = openSignalRelay({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl });
    const api = createCommandApi({
      eventStore: stores.eventStore,
      clock: systemClock,
      ids: uuidIds,
      config,
      mailer,
      logger,
      failedJobs,
      blobStore: stores.blobStore,
      readStore: stores.readStore,
      loginRateLimiter,
      signalRelay,
    });
    return {
      api,
      async stop() {
        await redis?.quit();
        await signalRelay.close();
        await failedJobs?.close();
        await mailer.close();
        await folds.stop();
        await stores.close();
      },
    };
  },
  commandApiEnvSchema,
);
