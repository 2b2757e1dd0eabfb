import {
  MongoReadStore,
  PostgresReadStore,
  createEventStoreDbEventStore,
  createLogger,
  createMailer,
  createPostgresEventStore,
  createQueueBackend,
  envSchema,
  loadEnv,
  startPostgres,
  type ReadStore,
} from '@fleetcheck/platform';
import { workersConfigFromEnv, workersEnvSchema } from './config';
import { startWorkers } from './start-workers';

/** The workers as their own process (production profile, or scaling out the local one). */
const env = loadEnv(envSchema.extend(workersEnvSchema.shape));
const logger = createLogger({ level: env.LOG_LEVEL, name: 'workers' });

const postgres = env.ESDB_URL && env.MONGODB_URL && env.REDIS_URL ? undefined : await startPostgres({ databaseUrl: env.DATABASE_URL, dataDir: env.FLEETCHECK_DATA_DIR });
const eventStore = env.ESDB_URL ? createEventStoreDbEventStore(env.ESDB_URL) : await createPostgresEventStore(postgres!.url);
const readStore: ReadStore = env.MONGODB_URL ? await MongoReadStore.connect(env.MONGODB_URL) : new PostgresReadStore({ url: postgres!.url });
const queues = createQueueBackend({ REDIS_URL: env.REDIS_URL, databaseUrl: postgres?.url });
const mailer = createMailer(env, readStore);

const workers = await startWorkers({ eventStore, queues, mailer, config: workersConfigFromEnv(env), logger });
logger.info({ queue: queues.kind }, 'workers started');

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'workers stopping');
  await workers.stop();
  await queues.close();
  await mailer.close();
  await readStore.close();
  await eventStore.close();
  await postgres?.stop();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
