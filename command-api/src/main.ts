import { createMailer, JOB_QUEUE_NAMES, openFailedJobs, openServiceStores, runService } from '@fleetcheck/platform';
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
    // Without SMTP_URL mail goes to the outbox in the read store, which the app shows in the local profile.
    const mailer = createMailer(env, stores.readStore);
    const failedJobs = openFailedJobs({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl, namespace: env.QUEUE_NAMESPACE }, Object.values(JOB_QUEUE_NAMES));
    const api = createCommandApi({ eventStore: stores.eventStore, clock: systemClock, ids: uuidIds, config, mailer, logger, failedJobs, blobStore: stores.blobStore });
    return {
      api,
      async stop() {
        await failedJobs?.close();
        await mailer.close();
        await stores.close();
      },
    };
  },
  commandApiEnvSchema,
);
