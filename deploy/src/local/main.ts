import { ConfigError, createLogger, loadEnv } from '@fleetcheck/platform';
import { localEnvSchema } from './env';
import { startLocalSystem } from './system';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv(localEnvSchema);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger({ level: env.LOG_LEVEL, name: 'fleetcheck' });
  const system = await startLocalSystem(env, logger);
  logger.info({ url: system.url }, 'FleetCheck is running');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await system.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
