import { envSchema, loadEnv, openLeaseStore, openServiceStores } from '@fleetcheck/platform';
import { allProjections } from '../read-models';
import { PROJECTIONS_LEASE } from '../start';
import { progressBar } from './progress-bar';
import { replayProjections } from './replay';

/** `npm run replay -- [projection...]`: rebuilds the named read models (all when none is named). */
async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => arg !== '--');
  const unknown = names.filter((name) => !allProjections.some((p) => p.name === name));
  if (unknown.length > 0) {
    process.stderr.write(`Unknown projection(s): ${unknown.join(', ')}\nKnown: ${allProjections.map((p) => p.name).join(', ')}\n`);
    process.exitCode = 2;
    return;
  }
  const projections = names.length > 0 ? allProjections.filter((p) => names.includes(p.name)) : allProjections;
  // The same stores as the runner: EventStoreDB with ESDB_URL, MongoDB with MONGODB_URL, else DATABASE_URL.
  const env = loadEnv(envSchema);
  // A runner applying events while the read models are rebuilt would interleave with the replay: hold its lease.
  const leases = openLeaseStore(env);
  const lease = await leases.tryAcquire(PROJECTIONS_LEASE);
  if (!lease) {
    process.stderr.write('A projections runner holds the projections lease: stop the runners first (see deploy/RUNBOOK.md).\n');
    process.exitCode = 2;
    await leases.close();
    return;
  }
  const stores = await openServiceStores(env);
  try {
    const result = await replayProjections({ ...stores, projections, onProgress: progressBar() });
    process.stderr.write(
      `\nReplayed ${result.events} events into ${projections.map((p) => p.name).join(', ')} in ${result.seconds.toFixed(2)} s: ${Math.round(result.eventsPerSecond)} events/s\n`,
    );
  } finally {
    await stores.close();
    await lease.release();
    await leases.close();
  }
}

await main();
