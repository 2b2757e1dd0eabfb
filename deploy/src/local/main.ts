import { ConfigError, createLogger, loadEnv } from '@fleetcheck/platform';
import { localEnvSchema } from './env';
import { startLocalSystem, type LocalSystem } from './system';

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
  printWelcome(system);

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

function printWelcome(system: LocalSystem): void {
  const lines = [`FleetCheck is running on ${system.url}`, `  manager login: ${system.url}/authorization?page=login`, `  admin login:   ${system.url}/admin-authorization`];
  if (system.seed?.seeded) {
    lines.push('', 'Demo logins (seeded on this first start; shown once):');
    for (const login of system.seed.logins) lines.push(`  ${login.role.padEnd(8)} ${login.username.padEnd(36)} ${login.password}`);
  }
  console.log(lines.join('\n'));
}
