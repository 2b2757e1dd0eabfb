import { createLogger, envSchema, loadEnv } from '@fleetcheck/platform';
import { startProjections } from './start';
import { storesFromEnv } from './stores';

/** The projections as a standalone process (`tsx src/main.ts`), for the scaled-out profile. */
const stores = await storesFromEnv();
const logger = createLogger({ name: 'projections', level: loadEnv(envSchema).LOG_LEVEL });
const runner = await startProjections({ ...stores, logger });
logger.info('projections running');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void runner
      .stop()
      .then(() => stores.close())
      .finally(() => process.exit(0));
  });
}
