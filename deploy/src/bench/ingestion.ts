import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createLogger } from '@fleetcheck/platform';
import { notificationIdFor } from '@fleetcheck/workers';
import { localEnvSchema } from '../local/env';
import { startLocalSystem } from '../local/system';
import { apiClient, type ApiCall } from '../simulate/api-client';
import { DEMO_LOGINS, prepareFleet, type Fleet } from '../simulate/fleet-access';
import type { LoadSummary } from '../simulate/paced-load';
import { variedReading } from '../simulate/readings';
import { openBenchDatabase } from './bench-database';
import { cpuCost, cpuTime } from './cpu-time';
import { runDeviceLoadIn, type LoadMode } from './device-load';
import { now, percentile, round } from './stats';

/*
 * Ingestion end to end on the local profile, everything in this process on loopback (command and query
 * APIs, projections, workers on BullMQ's PostgreSQL backend):
 * - alert latency: from the POST of a failing result to its ALCOHOL_TEST_FAILED notification in GET /home,
 *   while passing results (0.000 mg/l) arrive at 200/s and then at 1,000/s;
 * - the highest sustained ingestion rate: a ramp of offered rates, stopping when the accepted rate stops
 *   growing or requests fail.
 * The load generator shares the CPU with the system it measures, so the figures are a floor. By default it runs
 * in this process too (sharing its event loop); `--load-in-child` runs the background load (not the probes and
 * the GET /home poller) in a child process, and the result file says which mode ran.
 */
const CONFIG = {
  devices: 20,
  phaseSeconds: 15,
  probeIntervalMs: 250,
  pollIntervalMs: 25,
  /** After a phase, how long unseen probes may still arrive before they count as missing. */
  drainLimitSeconds: 45,
  rampRates: [250, 500, 750, 1000, 1500, 2000, 3000],
  rampStepSeconds: 8,
  maxInFlight: 512,
  /** The whole run stays under four minutes. */
  budgetSeconds: 225,
};
const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/ingestion.json', import.meta.url));
const log = (message: string) => console.log(`[bench ingestion] ${message}`);

interface Probe {
  notificationId: string;
  postedAt: number;
  /** Wall clock of the POST, to compare with the notification's createdAt (when the worker raised it). */
  postedAtWall: number;
  raisedAtWall?: number;
  seenAt?: number;
}

async function managerToken(call: ApiCall): Promise<string> {
  const answer = await call('POST', '/auth/login', {
    body: { username: DEMO_LOGINS.managerUsername, password: DEMO_LOGINS.managerPassword },
  });
  if (answer.status !== 200) throw new Error(`manager login failed (${answer.status})`);
  return answer.body.data.token as string;
}

/** Passing results at `rate` from every device but the probe's, and a failing probe every probeIntervalMs. */
async function alertLatencyPhase(call: ApiCall, fleet: Fleet, rate: number, load: LoadOf) {
  const token = await managerToken(call);
  const [probeDevice, ...loadDevices] = fleet.devices;
  const driver = fleet.drivers[0]!;
  const probes: Probe[] = [];
  let loadRunning = true;

  const poller = (async () => {
    for (;;) {
      const open = probes.filter((p) => p.seenAt === undefined);
      if (!loadRunning && open.length === 0) return;
      const home = await call('GET', '/home', { token });
      const listed = home.status === 200 ? (home.body.data.notifications as { _id: string; createdAt: string }[]) : [];
      const raisedAt = new Map(listed.map((n) => [n._id, Date.parse(n.createdAt)]));
      const at = now();
      for (const probe of open) {
        if (!raisedAt.has(probe.notificationId)) continue;
        probe.seenAt = at;
        probe.raisedAtWall = raisedAt.get(probe.notificationId);
      }
      await new Promise((resolve) => setTimeout(resolve, CONFIG.pollIntervalMs));
    }
  })();
  const prober = (async () => {
    let failedPosts = 0;
    while (loadRunning) {
      const postedAt = now();
      const postedAtWall = Date.now();
      const answer = await call('POST', '/test-result/device', { device: probeDevice!.secret, body: variedReading(driver, 0.25) });
      if (answer.status === 201)
        probes.push({ notificationId: notificationIdFor('ALCOHOL_TEST_FAILED', answer.body.data.id), postedAt, postedAtWall });
      else failedPosts++;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, CONFIG.probeIntervalMs - (now() - postedAt))));
    }
    return failedPosts;
  })();

  const background = await load({ devices: loadDevices, drivers: fleet.drivers, rate, durationSeconds: CONFIG.phaseSeconds });
  loadRunning = false;
  const failedProbePosts = await prober;
  await Promise.race([poller, new Promise((resolve) => setTimeout(resolve, CONFIG.drainLimitSeconds * 1000))]);
  probes.forEach((p) => p.seenAt ?? (p.seenAt = Number.NaN));

  const seen = probes.filter((p) => Number.isFinite(p.seenAt));
  const latencies = seen.map((p) => p.seenAt! - p.postedAt);
  const toRaised = seen.map((p) => p.raisedAtWall! - p.postedAtWall);
  const raisedToListed = seen.map((p) => p.seenAt! - p.postedAt - (p.raisedAtWall! - p.postedAtWall));
  return {
    offeredRate: rate,
    load: summarize(background),
    probes: { posted: probes.length, seen: latencies.length, failedPosts: failedProbePosts },
    alertLatencyMs: {
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.length ? round(Math.max(...latencies)) : null,
    },
    stagesMs: {
      postedToRaised: { p50: percentile(toRaised, 50), p99: percentile(toRaised, 99) },
      raisedToListed: { p50: percentile(raisedToListed, 50), p99: percentile(raisedToListed, 99) },
    },
  };
}

const summarize = (load: LoadSummary) => ({
  sent: load.sent,
  accepted: load.accepted,
  failed: load.failed,
  notStartedTooManyInFlight: load.behind,
  seconds: round(load.elapsedSeconds, 1),
  acceptedPerSecond: round(load.achievedRate, 1),
});

/** Offered rates upwards until the accepted rate stops growing (by 5%) or anything fails. */
async function rampPhase(fleet: Fleet, deadline: number, load: LoadOf) {
  const steps: (ReturnType<typeof summarize> & { offeredRate: number; cpu: ReturnType<typeof cpuCost> })[] = [];
  let best = 0;
  let stoppedBecause = 'ramp finished';
  for (const rate of CONFIG.rampRates) {
    if (now() + CONFIG.rampStepSeconds * 1000 > deadline) {
      stoppedBecause = 'time budget';
      break;
    }
    const cpuBefore = await cpuTime();
    const step = await load({ devices: fleet.devices, drivers: fleet.drivers, rate, durationSeconds: CONFIG.rampStepSeconds });
    const cpu = cpuCost(cpuBefore, await cpuTime(), Math.max(step.accepted, 1));
    const summary = { offeredRate: rate, ...summarize(step), cpu };
    steps.push(summary);
    log(
      `ramp ${rate}/s: accepted ${summary.acceptedPerSecond}/s, failed ${step.failed}, not started ${step.behind}; CPU per accepted result ${cpu.processCpuMsPerRequest} ms the system's process, ${cpu.postgresCpuMsPerRequest} ms embedded PostgreSQL`,
    );
    if (step.failed > 0) {
      stoppedBecause = `errors at ${rate}/s`;
      break;
    }
    if (step.achievedRate < best * 1.05) {
      best = Math.max(best, step.achievedRate);
      stoppedBecause = `accepted rate stopped growing at ${rate}/s`;
      break;
    }
    best = step.achievedRate;
  }
  return { steps, highestSustainedAcceptedPerSecond: round(best, 1), stoppedBecause };
}

/** Passing results from `devices` at `rate`, by the load generator of the chosen mode. */
type LoadOf = (load: {
  devices: Fleet['devices'];
  drivers: Fleet['drivers'];
  rate: number;
  durationSeconds: number;
}) => Promise<LoadSummary>;

export async function runIngestionBenchmark(options: { loadMode?: LoadMode } = {}): Promise<void> {
  const loadMode = options.loadMode ?? 'in-process';
  const startedAt = now();
  const deadline = startedAt + CONFIG.budgetSeconds * 1000;
  const database = await openBenchDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fc-bench-ingestion-'));
  const env = localEnvSchema.parse({
    DATABASE_URL: database.url,
    FLEETCHECK_DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
  });
  const system = await startLocalSystem(env, createLogger({ level: 'error', name: 'bench-ingestion' }));
  try {
    const call = apiClient(system.url);
    const fleet = await prepareFleet(call, CONFIG.devices);
    log(`system on ${system.url} (${database.source} PostgreSQL), ${fleet.devices.length} devices, load generator ${loadMode}`);
    const load: LoadOf = (phase) => runDeviceLoadIn(loadMode, { url: system.url, maxInFlight: CONFIG.maxInFlight, ...phase });

    const at200 = await alertLatencyPhase(call, fleet, 200, load);
    log(`200/s: alert p50 ${at200.alertLatencyMs.p50} ms, p99 ${at200.alertLatencyMs.p99} ms, accepted ${at200.load.acceptedPerSecond}/s`);
    const at1000 = await alertLatencyPhase(call, fleet, 1000, load);
    log(
      `1000/s: alert p50 ${at1000.alertLatencyMs.p50} ms, p99 ${at1000.alertLatencyMs.p99} ms, accepted ${at1000.load.acceptedPerSecond}/s`,
    );
    const ramp = await rampPhase(fleet, deadline, load);

    const result = {
      benchmark: 'ingestion',
      ranAt: new Date().toISOString(),
      node: process.version,
      cpus: availableParallelism(),
      postgres: { source: database.source },
      queueBackend: 'BullMQ on PostgreSQL (local profile)',
      loadGenerator: loadMode,
      config: CONFIG,
      notes: [
        loadMode === 'in-process'
          ? 'One process: the load generator, the HTTP APIs, the projections and the workers share the same CPUs and event loop, all on loopback.'
          : 'The background load runs in a child process (its own event loop, the same CPUs); the probes, the GET /home poller, the HTTP APIs, the projections and the workers share one process, all on loopback.',
        'alertLatencyMs: POST /test-result/device of a 0.25 mg/l result -> its ALCOHOL_TEST_FAILED notification listed by GET /home (polled every pollIntervalMs, so figures include up to that much polling delay).',
        'Background load is passing results (0.000 mg/l) from the other devices at the offered rate, open loop; notStartedTooManyInFlight counts arrivals skipped because maxInFlight requests were outstanding.',
        'stagesMs splits each seen alert: postedToRaised is the POST to the notification being raised by a worker (dispatch, queue, processing; from its createdAt), raisedToListed the rest (projection to GET /home, plus polling).',
        'probes.seen < probes.posted means some alerts were not visible within drainLimitSeconds after the load stopped.',
        "sustainedIngestion.steps[].cpu: CPU milliseconds per accepted result during the step, of the system's process (in-process mode: with the load generator; child-process mode: without it, as the child has ended when the step is read) and of the embedded PostgreSQL (0 with DATABASE_URL); the 1-minute load average at the end of the step.",
        'Figures come from one run on a possibly shared machine.',
      ],
      alertLatency: { at200PerSecond: at200, at1000PerSecond: at1000 },
      sustainedIngestion: ramp,
      totalSeconds: round((now() - startedAt) / 1000, 1),
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${RESULT_FILE} after ${result.totalSeconds}s`);
  } finally {
    await system.stop();
    await database.dispose();
    await rm(dataDir, { recursive: true, force: true });
  }
}
