import {
  createMailer,
  createPaymentGateway,
  createQueueBackend,
  openLeaseStore,
  openServiceStores,
  openSignalRelay,
  runService,
} from '@fleetcheck/platform';
import { workersConfigFromEnv, workersProcessEnvSchema } from './config';
import { QUEUE_NAMES } from './queues';
import { startWorkers } from './start-workers';

/** The workers as their own process (production profile, or the local profile's `npm start -- --split`). */
await runService(
  'workers',
  async ({ env, logger, metrics }) => {
    const stores = await openServiceStores(env);
    const queues = createQueueBackend({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl, namespace: env.QUEUE_NAMESPACE });
    const mailer = createMailer(env, stores.readStore);
    metrics.trackQueues(queues, Object.values(QUEUE_NAMES));
    // Renewals need the provider that holds the saved cards: Omise. The sandbox lives inside the API process (the all-in-one runner bills there).
    const gateway = env.PAYMENT_GATEWAY === 'omise' ? createPaymentGateway(env, '') : undefined;
    // Several workers processes share the job queues; the log is followed by the lease holder only.
    const leases = openLeaseStore(env);
    // A live call the workers end is told to the command-api processes' streams (the relay they share).
    const signalRelay = openSignalRelay({ REDIS_URL: env.REDIS_URL, databaseUrl: stores.databaseUrl });
    const workers = await startWorkers({
      leases,
      eventStore: stores.eventStore,
      readStore: stores.readStore,
      queues,
      mailer,
      config: workersConfigFromEnv(env),
      logger,
      gateway,
      signalRelay,
    });
    logger.info({ queue: queues.kind }, 'workers started');
    return {
      async stop() {
        await workers.stop();
        await signalRelay.close();
        await leases.close();
        await queues.close();
        await mailer.close();
        await stores.close();
      },
    };
  },
  workersProcessEnvSchema,
);
