/** `npm run bench -- <name>`: runs one benchmark, which writes bench/results/<name>.json. */
const benchmarks: Record<string, () => Promise<void>> = {
  'event-store': async () => (await import('./event-store')).runEventStoreBenchmark(),
  'read-side': async () => (await import('./read-side')).runReadSideBenchmark(),
  ingestion: async () =>
    (await import('./ingestion')).runIngestionBenchmark({
      loadMode: process.argv.includes('--load-in-child') ? 'child-process' : 'in-process',
    }),
  'record-book': async () => (await import('./record-book')).runRecordBookBenchmark(),
  import: async () => (await import('./import')).runImportBenchmark(),
  web: async () => (await import('./web')).runWebBenchmark(),
  load: async () => (await import('./load')).runLoadBenchmark({ split: process.argv.includes('--split') }),
};

const name = process.argv[2];
const benchmark = name ? benchmarks[name] : undefined;
if (!benchmark) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(1);
}
await benchmark();
// Connections left open by a failed run must not keep the process alive.
process.exit();
