import { openLeaseStore, openServiceStores, runAsLeader, runService } from '@fleetcheck/platform';
import type { ProjectionRunner } from './runner/projection-runner';
import { PROJECTIONS_LEASE, startProjections } from './start';

/**
 * The projections as their own process (production profile, or the local profile's `npm start -- --split`).
 * Checkpoints live in the read store, so a killed runner resumes where its last batch committed.
 */
await runService('projections', async ({ env, logger, metrics }) => {
  const stores = await openServiceStores(env);
  // Several projections processes may run (a rolling update, a standby): only the lease holder applies events.
  const leases = openLeaseStore(env);
  let runner: ProjectionRunner | undefined;
  const leader = runAsLeader(
    leases,
    PROJECTIONS_LEASE,
    async () => {
      const started = await startProjections({ eventStore: stores.eventStore, readStore: stores.readStore, logger });
      runner = started;
      return started;
    },
    { logger },
  );
  metrics.trackProjectionLag({ store: stores.eventStore, checkpoint: () => runner?.position(), active: () => leader.leading() });
  return {
    async stop() {
      await leader.stop();
      await leases.close();
      await stores.close();
    },
  };
});
