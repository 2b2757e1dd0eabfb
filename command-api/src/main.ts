import express from 'express';
import {
  createEventStoreDbEventStore,
  createLogger,
  createPostgresEventStore,
  createSmtpMailer,
  envSchema,
  loadEnv,
  type EventStore,
} from '@fleetcheck/platform';
import { loadCommandApiConfig } from './config';
import { createCommandApi } from './create-command-api';
import { systemClock, uuidIds } from './deps';

/**
 * command-api as its own process (production profile: stateless, scaled horizontally behind the reverse
 * proxy). The local profile does not use this file: deploy/ mounts createCommandApi in the all-in-one runner.
 */
async function main(): Promise<void> {
  const env = loadEnv(envSchema);
  const config = loadCommandApiConfig();
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'command-api' });
  let eventStore: EventStore;
  if (env.ESDB_URL) eventStore = createEventStoreDbEventStore(env.ESDB_URL);
  else if (env.DATABASE_URL) eventStore = await createPostgresEventStore(env.DATABASE_URL);
  else throw new Error('Set ESDB_URL or DATABASE_URL: a standalone command-api needs a shared event store.');
  const mailer = env.SMTP_URL ? createSmtpMailer({ url: env.SMTP_URL, from: env.MAIL_FROM }) : undefined;

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use('/api/v1', createCommandApi({ eventStore, clock: systemClock, ids: uuidIds, config, mailer, logger }));
  const server = app.listen(env.PORT, env.HOST, () => logger.info({ port: env.PORT }, 'command-api listening'));

  const stop = async () => {
    server.close();
    await mailer?.close();
    await eventStore.close();
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
