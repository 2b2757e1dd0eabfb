import { addDays, businessDay } from '@fleetcheck/domain/calendar/business-day';
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism } from 'node:os';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import {
  adminCatalogue,
  carsCollection,
  companiesCollection,
  dailyFiguresCollection,
  dailyFiguresId,
  driversCollection,
  managerCatalogue,
  notificationsCollection,
  sessionCatalogue,
  testResultsCollection,
} from '@fleetcheck/contracts';
import { PostgresReadStore, createPostgresEventStore, pgPool, type NewEvent } from '@fleetcheck/platform';
import { REPLAY_BATCH, allProjections, createProjectionRunner, progressLine, replayProjections } from '@fleetcheck/projections';
import { createQueryApi } from '@fleetcheck/query-api';
import { openBenchDatabase } from './bench-database';
import { JWT, signAccess } from './sign-access';
import { closedLoop } from './closed-loop';
import { profileWhile } from './cpu-profile';
import { cpuCost, cpuTime } from './cpu-time';
import { runLoadGenerator, startLoadGenerator } from './load-generator-process';
import { now, percentile, ratio, round } from './stats';

/*
 * The read side against the store doing the same work directly, in the same run:
 * - endpoints: p50/p99 over HTTP (token check, session check in the event store, query, joins, JSON) with
 *   50 concurrent clients in a child process (./load-generator: not on the server's event loop), beside the same
 *   read-store calls made directly in this process with the same concurrency;
 * - replay: every projection rebuilt from the log, beside a plain scan of the same log (SELECT in pages);
 * - lag: from append to "every projection has committed it" while 500 events/s are appended, beside the
 *   event store's own delivery (append to a bare subscriber's handler).
 * The data set is 1,000 companies, 50,000 drivers, 50,000 cars and 2,000,000 test results; `--scale`
 * multiplies all four (default 0.01: replay runs at a few hundred events/s on a loaded 2-core machine, so this finishes in
 * about 5 minutes; 1 is the full set). BENCH_READ_SIDE_PROFILE=<file.cpuprofile> records a CPU profile of this process
 * over the test-result list's measured run.
 */
const FULL = { companies: 1000, drivers: 50_000, cars: 50_000, testResults: 2_000_000 };
const CONFIG = {
  clients: 50,
  requestsPerClient: 20,
  warmupRequests: 100,
  lagRate: 500,
  lagSeconds: 10,
  days: 30,
  scanBatch: 1000,
};
const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/read-side.json', import.meta.url));
function scaleArg(): number {
  const index = process.argv.indexOf('--scale');
  const raw = index >= 0 ? process.argv[index + 1] : process.argv.find((a) => a.startsWith('--scale='))?.slice(8);
  const scale = raw === undefined ? 0.01 : Number(raw);
  if (!(scale > 0 && scale <= 1)) throw new Error('--scale must be in (0, 1]');
  return scale;
}

const ISO = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const meta = (company: string, at = `${ISO.replace('%s', 'now()')}`) =>
  `jsonb_build_object('actor', jsonb_build_object('userId', 'bench', 'role', 'system', 'companyId', ${company}), 'onBehalfOf', 'null'::jsonb, 'correlationId', 'bench', 'causationId', 'null'::jsonb, 'occurredAt', ${at})`;

/** Writes the data set straight into the event store's tables in bulk (one stream per entity, revision 0). */
async function generate(url: string, size: typeof FULL): Promise<{ events: number; seconds: number }> {
  const pool = pgPool(url, { max: 1 });
  const started = now();
  const insert = async (type: string, count: number, stream: string, data: string, company: string, at?: string) => {
    await pool.query(
      `INSERT INTO event_store.events (position, id, stream_name, revision, type, schema_version, data, metadata)
       SELECT (SELECT coalesce(max(position), 0) FROM event_store.events) + n, gen_random_uuid(), ${stream}, 0, '${type}', 1, ${data}, ${meta(company, at)}
       FROM generate_series(1, ${count}) AS n`,
    );
  };
  const C = size.companies;
  const companyOf = (x: string) => `'c' || (((${x} - 1) % ${C}) + 1)`;
  try {
    await insert(
      'CompanyRegistered',
      C,
      `'company-c' || n`,
      `jsonb_build_object('companyId', 'c' || n, 'details', jsonb_build_object('name', '株式会社' || n, 'email', 'c' || n || '@bench.jp', 'phone', '03' || n, 'fax', '', 'employeeCount', 50, 'carCount', 50, 'postcode', '1000001', 'prefectures', '東京都', 'municipalities', '千代田区', 'town', '', 'buildings', ''), 'emailVerified', true, 'registeredAt', ${ISO.replace('%s', 'now()')})`,
      `'c' || n`,
    );
    await insert(
      'OfficeCreated',
      C,
      `'office-o' || n`,
      `jsonb_build_object('officeId', 'o' || n, 'companyId', 'c' || n, 'details', jsonb_build_object('name', '本社' || n, 'phone', '', 'fax', '', 'postcode', '', 'prefectures', '', 'municipalities', '', 'town', '', 'buildings', ''))`,
      `'c' || n`,
    );
    await insert(
      'CarRegistered',
      size.cars,
      `'car-car' || n`,
      `jsonb_build_object('carId', 'car' || n, 'companyId', ${companyOf('n')}, 'details', jsonb_build_object('number', '品川500あ' || n, 'model', 'Hiace', 'type', 'van', 'chassisNo', 'CH' || n, 'production', '2020-04', 'inspection', '2027-04-01', 'insurance', '2027-05-01', 'officeId', 'o' || (((n - 1) % ${C}) + 1)))`,
      companyOf('n'),
    );
    await insert(
      'DriverCreated',
      size.drivers,
      `'driver-d' || n`,
      `jsonb_build_object('driverId', 'd' || n, 'companyId', ${companyOf('n')}, 'username', 'drv' || n, 'passwordHash', 'x', 'profile', jsonb_build_object('firstName', '太郎' || n, 'lastName', '山田', 'spellingFirstName', 'タロウ', 'spellingLastName', 'ヤマダ', 'DOB', '1980-01-01', 'expirationDate', '2030-01-01', 'licenseType', '1', 'carId', 'car' || n, 'driverLicense', 'L' || n, 'email', 'd' || n || '@bench.jp', 'mobile', '090' || n, 'officeId', 'o' || (((n - 1) % ${C}) + 1), 'image', 'null'::jsonb))`,
      companyOf('n'),
    );
    // Spread over the last 30 days; driver d belongs to company ((d - 1) % C) + 1, as generated above.
    const testedAt = ISO.replace('%s', `(now() - interval '1 minute' * ((n * 7919) % ${CONFIG.days * 1440}))`);
    const driver = `(((n - 1) % ${size.drivers}) + 1)`;
    for (let done = 0; done < size.testResults; done += 200_000) {
      const count = Math.min(200_000, size.testResults - done);
      await insert(
        'TestResultRecorded',
        count,
        `'testresult-t' || (n + ${done})`,
        `jsonb_build_object('testResultId', 't' || (n + ${done}), 'companyId', ${companyOf(driver)}, 'source', 'manual', 'device', 'null'::jsonb, 'deviceResultId', 'null'::jsonb, 'driverId', 'd' || ${driver}, 'carId', 'null'::jsonb, 'testedAt', ${testedAt}, 'resultMgL', CASE WHEN (n + ${done}) % 20 = 0 THEN 0.2 ELSE 0 END, 'photo', 'null'::jsonb, 'location', 'null'::jsonb, 'checkType', 'before_driving', 'method', 'face_to_face', 'checkedBy', 'null'::jsonb)`,
        companyOf(driver),
        testedAt,
      );
    }
    await pool.query('ANALYZE event_store.events');
    const { rows } = await pool.query<{ n: string }>('SELECT count(*) AS n FROM event_store.events');
    return { events: Number(rows[0]!.n), seconds: round((now() - started) / 1000) };
  } finally {
    await pool.end();
  }
}

const japanDay = (offsetDays: number) => addDays(businessDay(new Date()), -offsetDays);

export async function runReadSideBenchmark(): Promise<void> {
  const scale = scaleArg();
  const size = {
    companies: Math.max(1, Math.round(FULL.companies * scale)),
    drivers: Math.max(1, Math.round(FULL.drivers * scale)),
    cars: Math.max(1, Math.round(FULL.cars * scale)),
    testResults: Math.max(1, Math.round(FULL.testResults * scale)),
  };
  const database = await openBenchDatabase();
  const eventStore = await createPostgresEventStore(database.url, { poolSize: 20 });
  const readStore = new PostgresReadStore({ url: database.url });
  const log = (message: string) => console.log(`[read-side] ${message}`);
  let generator: ChildProcess | undefined;
  try {
    log(`scale ${scale}: ${JSON.stringify(size)} on ${database.source} PostgreSQL`);
    const generation = await generate(database.url, size);
    log(`generated ${generation.events} events in ${generation.seconds} s`);

    // Replay, beside a plain paged scan of the same log.
    const scanPool = pgPool(database.url, { max: 1 });
    const scanStarted = now();
    let scanned = 0;
    for (let after = 0; ;) {
      const { rows } = await scanPool.query<{ position: string }>(
        'SELECT position, id, stream_name, revision, type, schema_version, data, metadata, recorded_at FROM event_store.events WHERE position > $1 ORDER BY position LIMIT $2',
        [after, CONFIG.scanBatch],
      );
      if (rows.length === 0) break;
      scanned += rows.length;
      after = Number(rows.at(-1)!.position);
    }
    const scanSeconds = (now() - scanStarted) / 1000;
    await scanPool.end();
    let lastReport = 0;
    const replayStarted = now();
    const replay = await replayProjections({
      eventStore,
      readStore,
      projections: allProjections,
      onProgress: (progress) => {
        if (progress.events - lastReport < 100_000) return;
        log(`replay ${progressLine(progress, (now() - replayStarted) / 1000)}`);
        lastReport = Math.max(lastReport, progress.events - (progress.events % 100_000));
      },
    });
    log(`replay ${Math.round(replay.eventsPerSecond)} events/s; plain scan ${Math.round(scanned / scanSeconds)} events/s`);

    // Signed-in clients: query-api accepts a token only while its session is valid (domain/session/validity),
    // so each client's manager and the admin exist and hold a session.
    const metadata = {
      actor: { userId: 'bench', role: 'system' as const, companyId: null },
      onBehalfOf: null,
      correlationId: 'bench',
      causationId: null,
      occurredAt: new Date().toISOString(),
    };
    const append = (stream: string, event: { type: string; schemaVersion: number; data: unknown }) =>
      eventStore.appendToStream(stream, [{ ...event, metadata }]);
    const sessionEvent = (sessionId: string, userId: string, companyId: string | null) =>
      sessionCatalogue.encode({
        type: 'SessionStarted',
        data: {
          sessionId,
          audience: companyId ? 'manager' : 'admin',
          userId,
          userType: companyId ? 2 : 1,
          companyId,
          onBehalfOf: null,
          openedFromSessionId: null,
          tokenHash: 'h',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
    const profile = {
      firstName: '花子',
      lastName: '鈴木',
      spellingFirstName: '',
      spellingLastName: '',
      mobile: '',
      officeId: null,
      image: null,
    };
    const companyOfClient = (client: number) => `c${(client % size.companies) + 1}`;
    const managerTokens: string[] = [];
    for (let client = 0; client < CONFIG.clients; client++) {
      const [managerId, companyId] = [`m${client}`, companyOfClient(client)];
      await append(
        `manager-${managerId}`,
        managerCatalogue.encode({
          type: 'ManagerCreated',
          data: {
            managerId,
            companyId,
            userType: 2,
            username: managerId,
            passwordHash: 'x',
            language: 'ja',
            profile: { ...profile, email: `${managerId}@bench.jp` },
          },
        }),
      );
      await append(`session-bench${client}`, sessionEvent(`bench${client}`, managerId, companyId));
      managerTokens.push(signAccess(managerId, { ut: 2, cid: companyId, sid: `bench${client}` }, 'fleetcheck:dashboard'));
    }
    await append(
      'admin-admin1',
      adminCatalogue.encode({
        type: 'PlatformAdminCreated',
        data: {
          adminId: 'admin1',
          username: 'admin1',
          passwordHash: 'x',
          firstName: 'a',
          lastName: 'b',
          email: 'admin1@bench.jp',
          language: 'ja',
        },
      }),
    );
    await append('session-benchadmin', sessionEvent('benchadmin', 'admin1', null));
    const adminToken = signAccess('admin1', { ut: 1, sid: 'benchadmin' }, 'fleetcheck:admin');

    const runner = createProjectionRunner({ eventStore, readStore, projections: allProjections });
    await runner.start();
    await runner.waitForPosition(await eventStore.headPosition(), 120_000);

    const app = express();
    app.use(
      '/api/v1',
      createQueryApi({
        readStore,
        eventStore,
        config: { jwtSecret: JWT.secret, jwtIssuer: JWT.issuer },
        freshness: runner,
      }),
    );
    const server = createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const clients = (generator = await startLoadGenerator());
    const admins = managerTokens.map(() => adminToken);

    const from = japanDay(CONFIG.days);
    const today = japanDay(0);
    const byCreated = [{ field: 'createdAt', order: 'desc' as const }];
    const endpoints: {
      name: string;
      kind: 'list' | 'dashboard';
      /** GET `path` over HTTP, client c with tokens[c]. */
      api: { path: string; tokens: string[] };
      store: (client: number) => Promise<unknown>;
    }[] = [
      {
        name: `GET /test-result?dateFrom=${from}&dateTo=${today}&page=1&limit=10`,
        kind: 'list',
        api: { path: `/test-result?dateFrom=${from}&dateTo=${today}&page=1&limit=10`, tokens: managerTokens },
        // What the route asks the store: the page in the index's order, the total summed from the daily figures (no
        // count) in the page's statement.
        store: (c) => {
          const filter = { companyId: companyOfClient(c), date: { gte: from, lte: today } };
          return readStore.collection(testResultsCollection).paginate({
            filter,
            sort: [
              { field: 'date', order: 'desc' },
              { field: 'testedAt', order: 'desc' },
            ],
            page: 1,
            limit: 10,
            totalFrom: { collection: dailyFiguresCollection, filter, add: ['tests'] },
          });
        },
      },
      {
        name: 'GET /driver?page=1&limit=10',
        kind: 'list',
        api: { path: '/driver?page=1&limit=10', tokens: managerTokens },
        store: (c) =>
          readStore
            .collection(driversCollection)
            .paginate({ filter: { companyId: companyOfClient(c) }, sort: byCreated, page: 1, limit: 10 }),
      },
      {
        name: 'GET /car?page=1&limit=10',
        kind: 'list',
        api: { path: '/car?page=1&limit=10', tokens: managerTokens },
        store: (c) =>
          readStore.collection(carsCollection).paginate({ filter: { companyId: companyOfClient(c) }, sort: byCreated, page: 1, limit: 10 }),
      },
      {
        name: 'GET /admin/company?page=1&limit=50',
        kind: 'list',
        api: { path: '/admin/company?page=1&limit=50', tokens: admins },
        store: () => readStore.collection(companiesCollection).paginate({ search: '', sort: byCreated, page: 1, limit: 50 }),
      },
      {
        name: 'GET /home',
        kind: 'dashboard',
        api: { path: '/home', tokens: managerTokens },
        store: (c) =>
          Promise.all([
            readStore.collection(dailyFiguresCollection).findById(dailyFiguresId(companyOfClient(c), today)),
            readStore.collection(notificationsCollection).findMany({
              filter: { companyId: companyOfClient(c), dismissed: false },
              sort: byCreated,
              limit: 50,
            }),
          ]),
      },
    ];
    const endpointResults = [];
    for (const endpoint of endpoints) {
      const overHttp = (perClient: number) => runLoadGenerator(clients, { kind: 'path', url, ...endpoint.api, perClient });
      await overHttp(Math.ceil(CONFIG.warmupRequests / CONFIG.clients));
      // CPU per request beside the latencies: on a shared machine it compares the two paths better than req/s.
      // BENCH_READ_SIDE_PROFILE=<file.cpuprofile>: the server's CPU profile over the test-result list's run (the first).
      const profile = endpoint === endpoints[0] ? process.env.BENCH_READ_SIDE_PROFILE : undefined;
      const http = await profileWhile(profile, () => overHttp(CONFIG.requestsPerClient));
      const api = { ...http.run, ...cpuCost(http.cpuBefore, http.cpuAfter, http.run.requests) };
      const storeBefore = await cpuTime();
      const direct = await closedLoop(CONFIG.clients, CONFIG.requestsPerClient, async (c) => void (await endpoint.store(c)));
      const store = { ...direct, ...cpuCost(storeBefore, await cpuTime(), direct.requests) };
      endpointResults.push({
        endpoint: endpoint.name,
        kind: endpoint.kind,
        api,
        storeDirect: store,
        p50Ratio: ratio(api.p50Ms, store.p50Ms),
        p99Ratio: ratio(api.p99Ms, store.p99Ms),
      });
      log(
        `${endpoint.name}: api p50 ${api.p50Ms} p99 ${api.p99Ms} ms, ${api.requestsPerSecond} req/s, CPU ms/req server ${api.processCpuMsPerRequest} PostgreSQL ${api.postgresCpuMsPerRequest} clients ${api.loadGeneratorCpuMsPerRequest}; store p50 ${store.p50Ms} p99 ${store.p99Ms} ms, CPU ms/req ${store.processCpuMsPerRequest} PostgreSQL ${store.postgresCpuMsPerRequest}`,
      );
    }
    clients.disconnect();
    server.close();

    // Projection lag while appending at 500 events/s, beside the event store's own delivery to a bare subscriber.
    // Delivery can come before the append call returns its position: both times are kept, matched at the end.
    const appendedAt = new Map<bigint, number>();
    const deliveredAt = new Map<bigint, number>();
    const projectionLags: Promise<number>[] = [];
    const bare = eventStore.subscribeToAll(
      async (event) => {
        deliveredAt.set(event.position, now());
      },
      { after: await eventStore.headPosition() },
    );
    const total = CONFIG.lagRate * CONFIG.lagSeconds;
    const lagStarted = now();
    const appends: Promise<void>[] = [];
    for (let i = 0; i < total; i++) {
      const due = lagStarted + (i * 1000) / CONFIG.lagRate;
      const wait = due - now();
      if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
      const driver = (i % size.drivers) + 1;
      const event: NewEvent = {
        type: 'TestResultRecorded',
        schemaVersion: 1,
        metadata,
        data: {
          testResultId: `lag${i}`,
          companyId: `c${((driver - 1) % size.companies) + 1}`,
          source: 'manual',
          device: null,
          deviceResultId: null,
          driverId: `d${driver}`,
          carId: null,
          testedAt: new Date().toISOString(),
          resultMgL: 0,
          photo: null,
          location: null,
          checkType: 'before_driving',
          method: 'face_to_face',
          checkedBy: null,
        },
      };
      const t = now();
      appends.push(
        eventStore.appendToStream(`testresult-lag${i}`, [event], 'no_stream').then(({ position }) => {
          appendedAt.set(position, t);
          projectionLags.push(runner.waitForPosition(position, 120_000).then(() => now() - t));
        }),
      );
    }
    await Promise.all(appends);
    const appendSeconds = (now() - lagStarted) / 1000;
    const lags = await Promise.all(projectionLags);
    for (let waited = 0; deliveredAt.size < appendedAt.size && waited < 120_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    await bare.stop();
    const storeLags = [...appendedAt].flatMap(([position, t]) => (deliveredAt.has(position) ? [deliveredAt.get(position)! - t] : []));
    await runner.stop();
    const lag = {
      targetEventsPerSecond: CONFIG.lagRate,
      achievedEventsPerSecond: round(total / appendSeconds, 1),
      events: total,
      projections: { p50Ms: percentile(lags, 50), p99Ms: percentile(lags, 99), maxMs: percentile(lags, 100) },
      storeDelivery: {
        p50Ms: percentile(storeLags, 50),
        p99Ms: percentile(storeLags, 99),
        maxMs: percentile(storeLags, 100),
        delivered: storeLags.length,
      },
    };
    log(`lag p99: projections ${lag.projections.p99Ms} ms, store delivery ${lag.storeDelivery.p99Ms} ms`);

    const result = {
      benchmark: 'read-side',
      ranAt: new Date().toISOString(),
      machine: { cpus: availableParallelism(), node: process.version },
      database: database.source,
      scale,
      dataSet: {
        ...size,
        events: generation.events,
        full: FULL,
        note:
          scale === 1
            ? 'the full data set of the issue'
            : `the issue's data set multiplied by --scale ${scale} (run with --scale 1 for the full set)`,
      },
      generation,
      replay: {
        projections: allProjections.length,
        events: replay.events,
        seconds: round(replay.seconds),
        eventsPerSecond: round(replay.eventsPerSecond, 1),
        ratioToScan: ratio(replay.eventsPerSecond, scanned / scanSeconds),
        storeScan: {
          events: scanned,
          seconds: round(scanSeconds),
          eventsPerSecond: round(scanned / scanSeconds, 1),
        },
      },
      endpoints: {
        concurrentClients: CONFIG.clients,
        requestsPerClient: CONFIG.requestsPerClient,
        results: endpointResults,
      },
      lag,
      notes: [
        'api: HTTP on loopback from clients in a child process (node:http, kept-alive connections), including token verification and the session check in the event store.',
        'storeDirect: the same read-store queries (paginate / findById / findMany; for /test-result the page in index order and the total from the daily figures, as the route does) without HTTP, auth or joins, same concurrency.',
        'processCpuMsPerRequest: CPU of this process per request (for api the server without its clients, whose CPU is loadGeneratorCpuMsPerRequest); postgresCpuMsPerRequest only with the embedded PostgreSQL (0 on DATABASE_URL).',
        `replay: every projection rebuilt from the log in pages of ${REPLAY_BATCH} (read ahead, one lane per projection, non-unique indexes built at the end, included in the time).`,
        'replay.storeScan: the same log read in pages of 1000 with plain SQL and no projection work.',
        'lag.projections: append call to the moment every projection has committed the event; lag.storeDelivery: append call to a bare subscriber receiving it.',
      ],
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(result, null, 2)}\n`);
    log(`wrote ${RESULT_FILE}`);
  } finally {
    if (generator && generator.exitCode === null) generator.kill();
    await readStore.close();
    await eventStore.close();
    await database.dispose();
  }
}
