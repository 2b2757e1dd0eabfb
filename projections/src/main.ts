import { openServiceStores, runService } from '@fleetcheck/platform';
import { startProjections } from './start';

/**
 * The projections as their own process (production profile, or the local profile's `npm start -- --split`).
 * Checkpoints live in the read store, so a killed runner resumes where its last batch committed.
 */
await runService('projections', async ({ env, logger, metrics }) => {
  const stores = await openServiceStores(env);
  const runner = await startProjections({ eventStore: stores.eventStore, readStore: stores.readStore, logger });
  metrics.trackProjectionLag({ store: stores.eventStore, checkpoint: () => runner.position() });
  return {
    async stop() {
      await runner.stop();
      await stores.close();
    },
  };
});
