import {
  JOB_QUEUE_NAMES,
  keepFoldSnapshots,
  openFailedJobs,
  openServiceStores,
  readStoreFoldSnapshots,
  runService,
} from '@fleetcheck/platform';
import { queryApiEnvSchema } from './config';
import { checkpointFreshness } from './http/checkpoint-freshness';
import { createQueryApi } from './index';

/** The issuer command-api signs access tokens with (deploy/docs/configuration.md). */
const TOKEN_ISSUER = 'fleetcheck';

/**
 * query-api as its own process (production profile, or the local profile's `npm start -- --split`): every GET
 * from the read models; read-your-writes waits on the projections' checkpoints in the read store.
 */
await runService(
  'query-api',
  async ({ env, logger }) => {
    const stores = await openServiceStores(env);
    // The live folds (sessions, subscriptions, auditors) start from their snapshots, not from the log's beginning.
    const folds = keepFoldSnapshots(stores.eventStore, readStoreFoldSnapshots(stores.readStore), { logger });
    const failedJobs = openFailedJobs(
      { REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl, namespace: env.QUEUE_NAMESPACE },
      Object.values(JOB_QUEUE_NAMES),
    );
    const api = createQueryApi({
      readStore: stores.readStore,
      eventStore: stores.eventStore,
      freshness: checkpointFreshness(stores.readStore),
      config: {
        jwtSecret: env.JWT_SECRET,
        jwtIssuer: TOKEN_ISSUER,
        freshnessTimeoutMs: env.FRESHNESS_TIMEOUT_MS,
        expiryWarningDays: env.EXPIRY_WARNING_DAYS,
        driverReminderMarginMinutes: env.DRIVER_REMINDER_MARGIN_MINUTES,
      },
      logger,
      failedJobs,
      blobStore: stores.blobStore,
    });
    return {
      api,
      async stop() {
        await failedJobs?.close();
        await folds.stop();
        await stores.close();
      },
    };
  },
  queryApiEnvSchema,
);
