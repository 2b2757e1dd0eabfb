import type { ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@fleetcheck/platform';
import { localEnvSchema } from '../local/env';
import { startLocalSystem } from '../local/system';
import { startSplitSystem } from '../split/split-system';
import { apiClient, type ApiCall } from '../simulate/api-client';
import { prepareFleet, type Fleet } from '../simulate/fleet-access';
import { variedReading, resultMgL } from '../simulate/readings';
import { openBenchDatabase } from './bench-database';
import { profileWhile } from './cpu-profile';
import { cpuCost } from './cpu-time';
import type { MixOrder } from './load-generator';
import { runLoadGenerator, startLoadGenerator } from './load-generator-process';
import { ENDPOINTS } from './load-mix';

/*
 * Mixed load on the local profile: CONFIG.clients closed-loop clients (each sends its next request when the
 * last one is answered) for CONFIG.seconds, 80% reads (lists and the dashboard) and 20% writes (office
 * commands and detector results; ./load-mix). Per endpoint: requests, errors, throughput, p50/p99 latency.
 * `npm run bench -- load` runs the all-in-one process; `npm run bench -- load --split` the split processes.
 * The clients run in a child process (./load-generator), so they do not share the system's event loop.
 * BENCH_LOAD_PROFILE=<file.cpuprofile> records a CPU profile of this process over the measured run.
 */
const CONFIG = {
  clients: 100,
  /** BENCH_LOAD_SECONDS shortens a run while profiling. */
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  devices: 20,
  /** Results posted before the measured run, so that lists and the dashboard have data to page through. */
  warmUpResults: 500,
};

const log = (message: string) => console.log(`[bench load] ${message}`);

async function warmUp(call: ApiCall, fleet: Fleet): Promise<void> {
  let next = 0;
  const poster = async () => {
    while (next < CONFIG.warmUpResults) {
      const index = next++;
      const answer = await call('POST', '/test-result/device', {
        device: fleet.devices[index % fleet.devices.length]!.secret,
        body: variedReading(fleet.drivers[index % fleet.drivers.length]!, resultMgL()),
      });
      if (answer.status !== 201) throw new Error(`warm-up result refused (${answer.status})`);
    }
  };
  await Promise.all(Array.from({ length: 10 }, poster));
}

export async function runLoadBenchmark(options: { split?: boolean } = {}): Promise<void> {
  const profile = options.split ? 'split' : 'all-in-one';
  const resultFile = fileURLToPath(new URL(`../../../bench/results/${options.split ? 'load-split' : 'load'}.json`, import.meta.url));
  const database = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-bench-load-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: database.url,
    REDIS_URL: '',
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'fatal',
  });
  const logger = createLogger({ level: 'fatal', name: 'bench-load' });
  const system = options.split ? await startSplitSystem(env, logger, { stdio: 'ignore' }) : await startLocalSystem(env, logger);
  let generator: ChildProcess | undefined;
  try {
    const call = apiClient(system.url);
    const fleet = await prepareFleet(call, CONFIG.devices);
    await warmUp(call, fleet);
    log(`${profile} local profile on ${system.url} (${database.source} PostgreSQL); ${CONFIG.clients} clients for ${CONFIG.seconds}s`);
    const started = (generator = await startLoadGenerator());
    const order: MixOrder = { kind: 'mix', url: system.url, fleet, clients: CONFIG.clients, seconds: CONFIG.seconds };
    const { run, cpuBefore, cpuAfter } = await profileWhile(process.env.BENCH_LOAD_PROFILE, () => runLoadGenerator(started, order));
    started.disconnect();
    const cpu = cpuCost(cpuBefore, cpuAfter, run.total.requests);
    log(`${run.total.throughputPerSecond} requests/s, p50 ${run.total.p50Ms} ms, p99 ${run.total.p99Ms} ms, ${run.total.errors} errors`);
    log(
      `CPU per request: ${cpu.processCpuMsPerRequest} ms the system's process, ${cpu.postgresCpuMsPerRequest} ms PostgreSQL, ${cpu.loadGeneratorCpuMsPerRequest} ms the load generator; load average ${cpu.machineLoadAverage1m}`,
    );
    const result = {
      benchmark: 'load',
      ranAt: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      profile: `local profile, ${profile} (${options.split ? 'command-api, query-api, projections and workers as separate processes' : 'every part in one process'})`,
      postgres: { source: database.source },
      config: { ...CONFIG, mix: Object.fromEntries(ENDPOINTS.map((e) => [e.name, `${e.weight}%`])) },
      notes: [
        'Closed loop: each client sends its next request as soon as the last is answered, so throughput is what the system sustained, and latency includes queueing behind the other clients.',
        "Every client uses the demo manager's token (one company); detector results come from devices registered for this run, mostly 0.000 mg/l with a few positives.",
        'errors: answers of status 400 and above, and requests that got no answer (status 0).',
        'The load generator runs in a child process of its own (not on the event loop of the system it measures) but shares the CPUs with it, on loopback; figures come from one run on a possibly shared machine.',
        "cpu: CPU milliseconds per request of the system's process (every part of it in all-in-one; the web entry in split), of the embedded PostgreSQL (0 with DATABASE_URL; in split, with the service processes) and of the load generator, and the 1-minute load average at the end: on a shared machine they compare runs better than throughput.",
      ],
      cpu,
      ...run,
    };
    await mkdir(path.dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${resultFile}`);
  } finally {
    if (generator && generator.exitCode === null) generator.kill();
    await system.stop();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
