import { envSchema, loadEnv, openLeaseStore, openServiceStores } from '@fleetcheck/platform';
import { allProjections } from '../read-models';
import { PROJECTIONS_LEASE } from '../start';
import { progressBar } from './progress-bar';
import { replayProjections } from './replay';

/**
 * `npm run replay -- [--resume] [projection...]`: rebuilds the named read models (all when none is named).
 * Ctrl-C stops after the page in flight; `--resume` then carries on from where it stopped.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  const resume = args.includes('--resume');
  const names = args.filter((arg) => arg !== '--resume');
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
    await lease.release();
    await leases.close();
  }
}

await main();
