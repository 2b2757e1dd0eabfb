import { envSchema, loadEnv, openLeaseStore, openServiceStores } from '@fleetcheck/platform';
import { allProjections } from '../read-models';
import { PROJECTIONS_LEASE } from '../start';
import { progressBar } from './progress-bar';
import { hasCheckpointsOf, replayProjections } from './replay';

/**
 * `npm run replay -- [--resume] [--beside] [projection...]` (in the projections image: `node projections/dist/replay.js`):
 * rebuilds the named read models (all when none is named). Ctrl-C stops after the page in flight; `--resume`
 * then carries on from where it stopped. `--beside` rebuilds into a read store no runner uses (a new MongoDB
 * database) while the runners keep the live one serving: it takes no lease and refuses a store that already has
 * checkpoints of these projections (unless resuming); the switch is deploy/RUNBOOK.md's "rebuild beside".
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const resume = args.includes('--resume');
  const beside = args.includes('--beside');
  const names = args.filter((arg) => arg !== '--resume' && arg !== '--beside');
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
  // Beside the live store no runner applies to the target, so no lease is taken.
  const leases = beside ? undefined : openLeaseStore(env);
  const lease = await leases?.tryAcquire(PROJECTIONS_LEASE);
  if (leases && !lease) {
    process.stderr.write(
      'A projections runner holds the projections lease: rebuild --beside into a new database, or stop the runners first (see deploy/RUNBOOK.md).\n',
    );
    process.exitCode = 2;
    await leases.close();
    return;
  }
  const stores = await openServiceStores(env);
  if (beside && !resume) {
    if (await hasCheckpointsOf(stores.readStore, projections)) {
      process.stderr.write('--beside needs a read store no runner uses: this one has checkpoints of these projections.\n');
      process.exitCode = 2;
      await stores.close();
      return;
    }
  }
  const stop = new AbortController();
  const onInterrupt = () => stop.abort();
  process.once('SIGINT', onInterrupt);
  try {
    const result = await replayProjections({ ...stores, projections, resume, onProgress: progressBar(), signal: stop.signal });
    const summary = `${result.events} events into ${projections.map((p) => p.name).join(', ')} in ${result.seconds.toFixed(2)} s: ${Math.round(result.eventsPerSecond)} events/s`;
    if (result.completed) process.stderr.write(`\nReplayed ${summary}\n`);
    else {
      process.stderr.write(`\nStopped after ${summary}. Continue with: npm run replay -- --resume ${names.join(' ')}\n`);
      process.exitCode = 130;
    }
  } finally {
    process.off('SIGINT', onInterrupt);
    await stores.close();
    await lease?.release();
    await leases?.close();
  }
}

await main();
