import { envSchema, loadEnv, openServiceStores } from '@fleetcheck/platform';
import { allProjections } from '../read-models';
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
  const stores = await openServiceStores(loadEnv(envSchema));
  try {
    const result = await replayProjections({ ...stores, projections, onProgress: progressBar() });
    process.stderr.write(
      `\nReplayed ${result.events} events into ${projections.map((p) => p.name).join(', ')} in ${result.seconds.toFixed(2)} s: ${Math.round(result.eventsPerSecond)} events/s\n`,
    );
  } finally {
    await stores.close();
  }
}

await main();
