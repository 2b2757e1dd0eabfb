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
import { deviceReading, resultMgL } from '../simulate/readings';
import { openBenchDatabase } from './bench-database';
import { cpuCost, cpuTime } from './cpu-time';
import { now, percentile, round } from './stats';

/*
 * Mixed load on the local profile: CONFIG.clients closed-loop clients (each sends its next request when the
 * last one is answered) for CONFIG.seconds, 80% reads (lists and the dashboard) and 20% writes (office
 * commands and detector results). Per endpoint: requests, errors, throughput, p50/p99 latency.
 * `npm run bench -- load` runs the all-in-one process; `npm run bench -- load --split` the split processes.
 */
const CONFIG = {
  clients: 100,
  /** BENCH_LOAD_SECONDS shortens a run while profiling. */
  seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 60),
  devices: 20,
  /** Results posted before the measured run, so that lists and the dashboard have data to page through. */
  warmUpResults: 500,
};

interface Endpoint {
  name: string;
  /** Share of requests, in percent. */
  weight: number;
  send(call: ApiCall, fleet: Fleet, index: number): Promise<{ status: number }>;
}

const list =
  (path: string): Endpoint['send'] =>
  (call, fleet) =>
    call('GET', path, { token: fleet.managerToken });
const office = (index: number) => ({
  name: `負荷営業所 ${index}`,
  phone: '03-1234-5678',
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '千代田1-1',
});

const ENDPOINTS: readonly Endpoint[] = [
  { name: 'GET /home', weight: 25, send: list('/home') },
  { name: 'GET /test-result', weight: 20, send: list('/test-result?limit=20') },
  { name: 'GET /driver', weight: 15, send: list('/driver?limit=20') },
  { name: 'GET /car', weight: 10, send: list('/car?limit=20') },
  { name: 'GET /office', weight: 10, send: list('/office?limit=20') },
  {
    name: 'POST /test-result/device',
    weight: 15,
    send: (call, fleet, index) =>
      call('POST', '/test-result/device', {
        device: fleet.devices[index % fleet.devices.length]!.secret,
        body: deviceReading(fleet.drivers[index % fleet.drivers.length]!, resultMgL()),
      }),
  },
  {
    name: 'POST /office',
    weight: 5,
    send: (call, fleet, index) => call('POST', '/office', { token: fleet.managerToken, body: office(index) }),
  },
];

const log = (message: string) => console.log(`[bench load] ${message}`);

function pickEndpoint(): Endpoint {
  let roll = Math.random() * 100;
  for (const endpoint of ENDPOINTS) {
    roll -= endpoint.weight;
    if (roll < 0) return endpoint;
  }
  return ENDPOINTS.at(-1)!;
}

interface Samples {
  latenciesMs: number[];
  errors: number;
  statuses: Record<string, number>;
}

async function runClients(call: ApiCall, fleet: Fleet) {
  const samples = new Map<string, Samples>(ENDPOINTS.map((e) => [e.name, { latenciesMs: [], errors: 0, statuses: {} }]));
  let sequence = 0;
  const started = now();
  const endAt = started + CONFIG.seconds * 1000;
  const client = async () => {
    while (now() < endAt) {
      const endpoint = pickEndpoint();
      const sample = samples.get(endpoint.name)!;
      const sentAt = now();
      const status = await endpoint
        .send(call, fleet, sequence++)
        .then((answer) => answer.status)
        .catch(() => 0);
      sample.latenciesMs.push(now() - sentAt);
      sample.statuses[status] = (sample.statuses[status] ?? 0) + 1;
      if (status === 0 || status >= 400) sample.errors++;
    }
  };
  await Promise.all(Array.from({ length: CONFIG.clients }, client));
  const elapsedSeconds = (now() - started) / 1000;
  const endpoints = Object.fromEntries(
    [...samples].map(([name, sample]) => [
      name,
      {
        requests: sample.latenciesMs.length,
        errors: sample.errors,
        statuses: sample.statuses,
        throughputPerSecond: round(sample.latenciesMs.length / elapsedSeconds, 1),
        p50Ms: round(percentile(sample.latenciesMs, 50), 1),
        p99Ms: round(percentile(sample.latenciesMs, 99), 1),
      },
    ]),
  );
  const all = [...samples.values()];
  const requests = all.reduce((sum, s) => sum + s.latenciesMs.length, 0);
  const everyLatency = all.flatMap((s) => s.latenciesMs);
  return {
    elapsedSeconds: round(elapsedSeconds, 1),
    total: {
      requests,
      errors: all.reduce((sum, s) => sum + s.errors, 0),
      throughputPerSecond: round(requests / elapsedSeconds, 1),
      p50Ms: round(percentile(everyLatency, 50), 1),
      p99Ms: round(percentile(everyLatency, 99), 1),
    },
    endpoints,
  };
}

async function warmUp(call: ApiCall, fleet: Fleet): Promise<void> {
  let next = 0;
  const poster = async () => {
    while (next < CONFIG.warmUpResults) {
      const index = next++;
      const answer = await call('POST', '/test-result/device', {
        device: fleet.devices[index % fleet.devices.length]!.secret,
        body: deviceReading(fleet.drivers[index % fleet.drivers.length]!, resultMgL()),
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
  try {
    const call = apiClient(system.url);
    const fleet = await prepareFleet(call, CONFIG.devices);
    await warmUp(call, fleet);
    log(`${profile} local profile on ${system.url} (${database.source} PostgreSQL); ${CONFIG.clients} clients for ${CONFIG.seconds}s`);
    const cpuBefore = await cpuTime();
    const run = await runClients(call, fleet);
    const cpu = cpuCost(cpuBefore, await cpuTime(), run.total.requests);
    log(`${run.total.throughputPerSecond} requests/s, p50 ${run.total.p50Ms} ms, p99 ${run.total.p99Ms} ms, ${run.total.errors} errors`);
    log(
      `CPU per request: ${cpu.processCpuMsPerRequest} ms this process, ${cpu.postgresCpuMsPerRequest} ms PostgreSQL; load average ${cpu.machineLoadAverage1m}`,
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
        'The load generator shares the CPUs with the system it measures, on loopback; figures come from one run on a possibly shared machine.',
        'cpu: CPU milliseconds per request of this process (system and load generator) and of the embedded PostgreSQL (0 with DATABASE_URL), and the 1-minute load average at the end: on a shared machine they compare runs better than throughput.',
      ],
      cpu,
      ...run,
    };
    await mkdir(path.dirname(resultFile), { recursive: true });
    await writeFile(resultFile, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${resultFile}`);
  } finally {
    await system.stop();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
