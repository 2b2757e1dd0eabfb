import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPostgresEventStore, pgPool, type EventStore, type NewEvent } from '@fleetcheck/platform';
import { openBenchDatabase } from './bench-database';
import { now, percentile, ratio, round } from './stats';

/*
 * The event store against the same work done as plain SQL on the same PostgreSQL in the same run:
 * - append: one event per append on many small streams; the event store checks the expected revision, numbers
 *   the event so that no reader can skip it, and notifies after commit; the plain side is one INSERT into a
 *   bigserial table that enforces the same per-stream revision uniqueness (a fair baseline).
 * - exactness: a subscriber tails the event store during the concurrent appends and must see every event once,
 *   in position order.
 * - read: the global log in pages of 1000; plain is SELECT ... WHERE position > $1 ORDER BY position.
 * - lag: from calling append to the subscriber's handler; plain is INSERT + pg_notify and a LISTENing
 *   client that SELECTs the new rows.
 * Ratios are event store / plain (for throughput below 1 is slower, for latency above 1 is slower). Each
 * comparison runs twice, once with either contender first, and reports the mean of the two runs.
 */
const CONFIG = {
  streams: 500,
  warmupAppends: 200,
  singleWriterAppends: 2000,
  concurrentWriters: 16,
  appendsPerConcurrentWriter: 250,
  readPageSize: 1000,
  readPasses: 5,
  lagEvents: 500,
  lagPaceMs: 2,
};

const RESULT_FILE = fileURLToPath(new URL('../../../bench/results/event-store.json', import.meta.url));

const newEvent = (i: number): NewEvent => ({
  id: randomUUID(),
  type: 'BreathTestRecorded',
  schemaVersion: 1,
  data: {
    deviceId: `dev-${i % 97}`,
    driverId: `drv-${i % 331}`,
    alcoholMgPerL: (i % 15) / 100,
    measuredAt: new Date().toISOString(),
  },
  metadata: {
    actor: { userId: `drv-${i % 331}`, role: 'device', companyId: `cmp-${i % 7}` },
    onBehalfOf: null,
    correlationId: randomUUID(),
    causationId: null,
    occurredAt: new Date().toISOString(),
  },
});

interface Target {
  append(stream: string, event: NewEvent): Promise<void>;
  readPage(after: bigint): Promise<{ count: number; last: bigint }>;
  measureLag(events: number, paceMs: number): Promise<number[]>;
  close(): Promise<void>;
}

async function eventStoreTarget(url: string): Promise<Target & { store: EventStore }> {
  const store: EventStore = await createPostgresEventStore(url, { poolSize: 20 });
  const revisions = new Map<string, bigint>();
  return {
    store,
    async append(stream, event) {
      const result = await store.appendToStream(stream, [event], revisions.get(stream) ?? 'no_stream');
      revisions.set(stream, result.nextExpectedRevision);
    },
    async readPage(after) {
      const events = await store.readAll({ after, maxCount: CONFIG.readPageSize });
      return { count: events.length, last: events.at(-1)?.position ?? after };
    },
    async measureLag(count, paceMs) {
      const prefix = `lag${randomUUID().slice(0, 8)}-`;
      const sentAt = new Map<string, number>();
      const lags: number[] = [];
      const subscription = store.subscribeToAll(
        async (event) => {
          lags.push(now() - sentAt.get(event.id)!);
        },
        { after: await store.headPosition(), filter: { streamPrefixes: [prefix] } },
      );
      await pacedAppends(count, paceMs, async (i) => {
        const event = newEvent(i);
        sentAt.set(event.id!, now());
        await store.appendToStream(`${prefix}${i % 50}`, [event]);
      });
      await until(() => lags.length === count, 'event-store subscriber', subscription.done);
      await subscription.stop();
      return lags;
    },
    close: () => store.close(),
  };
}

async function plainTarget(url: string): Promise<Target> {
  const pool = pgPool(url, { max: 21 });
  await pool.query(`
    CREATE TABLE IF NOT EXISTS plain_events (
      position bigserial PRIMARY KEY, id uuid NOT NULL, stream_name text NOT NULL, revision bigint NOT NULL,
      type text NOT NULL, schema_version integer NOT NULL, data jsonb NOT NULL, metadata jsonb NOT NULL,
      recorded_at timestamptz NOT NULL DEFAULT now(), UNIQUE (stream_name, revision))`);
  const revisions = new Map<string, number>();
  const insert = (stream: string, event: NewEvent, notify: boolean) => {
    const revision = (revisions.get(stream) ?? -1) + 1;
    revisions.set(stream, revision);
    const sql = `INSERT INTO plain_events (id, stream_name, revision, type, schema_version, data, metadata)
                 VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING position`;
    const params = [
      event.id,
      stream,
      revision,
      event.type,
      event.schemaVersion,
      JSON.stringify(event.data),
      JSON.stringify(event.metadata),
    ];
    return pool.query(notify ? `WITH ins AS (${sql}) SELECT pg_notify('plain_bench', position::text) FROM ins` : sql, params);
  };
  return {
    async append(stream, event) {
      await insert(stream, event, false);
    },
    async readPage(after) {
      const { rows } = await pool.query<{
        position: string;
        data: unknown;
        metadata: unknown;
        recorded_at: Date;
      }>('SELECT * FROM plain_events WHERE position > $1 ORDER BY position LIMIT $2', [after.toString(), CONFIG.readPageSize]);
      // Same conversion work as the adapter does for each row.
      const events = rows.map((row) => ({ ...row, position: BigInt(row.position) }));
      return { count: events.length, last: events.at(-1)?.position ?? after };
    },
    async measureLag(count, paceMs) {
      let failure: unknown;
      const listener = await pool.connect();
      listener.on('error', (error) => void (failure ??= error));
      await listener.query('LISTEN plain_bench');
      const { rows } = await pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM plain_events');
      // A bigserial reader cannot just follow `position > last`: rows commit out of position order and a
      // late one would be skipped (the problem the event store solves). It re-reads from the lowest
      // position not yet seen instead and ignores rows it already delivered.
      let floor = BigInt(rows[0]!.head);
      const seen = new Set<bigint>();
      const sentAt = new Map<string, number>();
      const lags: number[] = [];
      let reading = Promise.resolve();
      listener.on('notification', () => {
        reading = reading
          .then(async () => {
            const fresh = await pool.query<{ position: string; id: string }>(
              'SELECT * FROM plain_events WHERE position > $1 ORDER BY position LIMIT 1000',
              [floor.toString()],
            );
            for (const row of fresh.rows) {
              const position = BigInt(row.position);
              if (seen.has(position)) continue;
              seen.add(position);
              lags.push(now() - sentAt.get(row.id)!);
            }
            while (seen.has(floor + 1n)) seen.delete(++floor);
          })
          .catch((error: unknown) => void (failure ??= error));
      });
      await pacedAppends(count, paceMs, async (i) => {
        const event = newEvent(i);
        sentAt.set(event.id!, now());
        await insert(`lag-${i % 50}`, event, true);
      });
      await until(() => lags.length === count || failure !== undefined, 'plain LISTEN reader');
      if (failure) throw failure;
      await listener.query('UNLISTEN plain_bench');
      listener.release();
      return lags;
    },
    close: () => pool.end(),
  };
}

async function pacedAppends(count: number, paceMs: number, append: (i: number) => Promise<void>): Promise<void> {
  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < count; i++) {
    inFlight.push(append(i));
    await new Promise((resolve) => setTimeout(resolve, paceMs));
  }
  await Promise.all(inFlight);
}

async function until(condition: () => boolean, who: string, failed?: Promise<void>): Promise<void> {
  let failure: unknown;
  void failed?.catch((error: unknown) => (failure = error));
  const started = Date.now();
  while (!condition()) {
    if (failure) throw failure;
    if (Date.now() - started > 30_000) throw new Error(`${who} stalled`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function appendRun(target: Target, writers: number, appendsPerWriter: number, label: string) {
  const latencies: number[] = [];
  const started = now();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < appendsPerWriter; i++) {
        const stream = `${label}-w${w}-${i % Math.ceil(CONFIG.streams / writers)}`;
        const t = now();
        await target.append(stream, newEvent(i));
        latencies.push(now() - t);
      }
    }),
  );
  const seconds = (now() - started) / 1000;
  return {
    appendsPerSecond: round(latencies.length / seconds, 1),
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99) },
  };
}

async function readRun(target: Target) {
  let events = 0;
  const started = now();
  for (let pass = 0; pass < CONFIG.readPasses; pass++) {
    let after = 0n;
    for (;;) {
      const page = await target.readPage(after);
      events += page.count;
      if (page.count < CONFIG.readPageSize) break;
      after = page.last;
    }
  }
  return { eventsRead: events, eventsPerSecond: round(events / ((now() - started) / 1000), 1) };
}

/**
 * Runs `work` on both contenders twice, the event store first and then plain SQL first, so neither always
 * meets a warmer cache or a busier machine; the figures are the means of the two runs.
 */
async function sideBySide<T extends Record<string, unknown>>(
  label: string,
  targets: { eventStore: Target; plain: Target },
  work: (target: Target, prefix: string) => Promise<T>,
) {
  const runs: { eventStore: T[]; plain: T[] } = { eventStore: [], plain: [] };
  for (const [pass, order] of [['a', ['eventStore', 'plain']] as const, ['b', ['plain', 'eventStore']] as const]) {
    for (const side of order) {
      const started = now();
      runs[side].push(await work(targets[side], `${side}-${label.replace(/\W+/g, '')}-${pass}`));
      console.log(`  ${label} (${side}, pass ${pass}): ${round((now() - started) / 1000, 1)} s`);
    }
  }
  return { eventStore: meanOf(runs.eventStore), plain: meanOf(runs.plain) };
}

/** The mean of each numeric leaf over the runs (the shape of the first run). */
function meanOf<T>(runs: T[]): T {
  const mean = (values: unknown[]): unknown =>
    typeof values[0] === 'number'
      ? round((values as number[]).reduce((sum, value) => sum + value, 0) / values.length, 3)
      : values[0] !== null && typeof values[0] === 'object'
        ? Object.fromEntries(
            Object.keys(values[0] as object).map((key) => [key, mean(values.map((value) => (value as Record<string, unknown>)[key]))]),
          )
        : values[0];
  return mean(runs) as T;
}

/**
 * A subscriber tails the log while `writers` append concurrently: it must receive every appended event exactly
 * once and in strictly increasing positions (a late-committing append must not be skipped).
 */
async function exactnessUnderConcurrentWriters(store: EventStore, writers: number, appendsPerWriter: number) {
  const delivered: { id: string; position: bigint }[] = [];
  const subscription = store.subscribeToAll(async (event) => void delivered.push({ id: event.id, position: event.position }), {
    after: await store.headPosition(),
    filter: { streamPrefixes: ['exact-'] },
  });
  const appended = new Set<string>();
  await Promise.all(
    Array.from({ length: writers }, async (_, w) => {
      for (let i = 0; i < appendsPerWriter; i++) {
        const event = newEvent(i);
        await store.appendToStream(`exact-w${w}-${i % 20}`, [event]);
        appended.add(event.id!);
      }
    }),
  );
  await until(() => delivered.length >= appended.size, 'exactness subscriber', subscription.done);
  await subscription.stop();
  const ids = delivered.map((event) => event.id);
  let outOfOrder = 0;
  for (let i = 1; i < delivered.length; i++) if (delivered[i]!.position <= delivered[i - 1]!.position) outOfOrder++;
  return {
    appended: appended.size,
    delivered: delivered.length,
    missed: [...appended].filter((id) => !ids.includes(id)).length,
    duplicated: ids.length - new Set(ids).size,
    outOfOrder,
  };
}

type AppendFigures = Awaited<ReturnType<typeof appendRun>>;
const compareAppends = (eventStore: AppendFigures, plain: AppendFigures) => ({
  eventStore,
  plain,
  ratio: {
    appendsPerSecond: ratio(eventStore.appendsPerSecond, plain.appendsPerSecond),
    latencyP50: ratio(eventStore.latencyMs.p50, plain.latencyMs.p50),
    latencyP99: ratio(eventStore.latencyMs.p99, plain.latencyMs.p99),
  },
});

export async function runEventStoreBenchmark(): Promise<void> {
  const database = await openBenchDatabase();
  let targets: { eventStore: Target & { store: EventStore }; plain: Target } | undefined;
  try {
    const versionPool = pgPool(database.url, { max: 1 });
    const version = (await versionPool.query<{ server_version: string }>('SHOW server_version')).rows[0]!.server_version;
    await versionPool.end();

    console.log(`event-store benchmark on PostgreSQL ${version} (${database.source})`);
    targets = {
      eventStore: await eventStoreTarget(database.url),
      plain: await plainTarget(database.url),
    };
    await sideBySide('warm-up', targets, (t, p) => appendRun(t, 4, CONFIG.warmupAppends / 4, p));
    const oneWriter = await sideBySide('one writer', targets, (t, p) => appendRun(t, 1, CONFIG.singleWriterAppends, p));
    const manyWriters = await sideBySide('concurrent writers', targets, (t, p) =>
      appendRun(t, CONFIG.concurrentWriters, CONFIG.appendsPerConcurrentWriter, p),
    );
    const read = await sideBySide('read', targets, (t) => readRun(t));
    console.log('  exactness under concurrent writers (event store)');
    const exactness = await exactnessUnderConcurrentWriters(
      targets.eventStore.store,
      CONFIG.concurrentWriters,
      CONFIG.appendsPerConcurrentWriter,
    );
    const lag = await sideBySide('subscription lag', targets, async (t) => {
      const lags = await t.measureLag(CONFIG.lagEvents, CONFIG.lagPaceMs);
      return { p50Ms: percentile(lags, 50), p99Ms: percentile(lags, 99) };
    });

    const report = {
      benchmark: 'event-store',
      ranAt: new Date().toISOString(),
      node: process.version,
      postgres: { version, source: database.source },
      config: CONFIG,
      notes: [
        'Event store positions come from transaction ids and readers stop below the oldest running transaction, ' +
          'so appends take no global lock and commit concurrently while no reader can skip a late commit. The ' +
          'plain side is a bigserial table with the same per-stream revision uniqueness; a position-based reader ' +
          'of it could skip late commits (see exactness).',
        'Each comparison ran twice, either contender first; figures are the means. One machine, possibly shared: ' +
          'compare ratios rather than absolute numbers.',
        'Subscription lag is measured in the appending process: the event store wakes its own subscriptions as an ' +
          'append returns, while the plain side goes through LISTEN/NOTIFY. Another process hears an append by ' +
          'NOTIFY, at once after a quiet spell and at most 10 ms late during a burst.',
      ],
      ratioMeaning: 'event store / plain SQL: below 1 is slower for throughput, above 1 is slower for latency',
      appendOneWriter: compareAppends(oneWriter.eventStore, oneWriter.plain),
      appendConcurrentWriters: compareAppends(manyWriters.eventStore, manyWriters.plain),
      readAll: {
        ...read,
        ratio: { eventsPerSecond: ratio(read.eventStore.eventsPerSecond, read.plain.eventsPerSecond) },
      },
      exactnessUnderConcurrentWriters: exactness,
      targets: {
        concurrentAppendsAtLeast07xPlain: ratio(manyWriters.eventStore.appendsPerSecond, manyWriters.plain.appendsPerSecond) >= 0.7,
        oneWriterAtLeast09xPlain: ratio(oneWriter.eventStore.appendsPerSecond, oneWriter.plain.appendsPerSecond) >= 0.9,
        concurrentP99AtMost2xPlain: ratio(manyWriters.eventStore.latencyMs.p99, manyWriters.plain.latencyMs.p99) <= 2,
        readAtLeast09xPlain: ratio(read.eventStore.eventsPerSecond, read.plain.eventsPerSecond) >= 0.9,
        exact: exactness.missed === 0 && exactness.duplicated === 0 && exactness.outOfOrder === 0,
      },
      subscriptionLag: {
        ...lag,
        ratio: {
          p50: ratio(lag.eventStore.p50Ms, lag.plain.p50Ms),
          p99: ratio(lag.eventStore.p99Ms, lag.plain.p99Ms),
        },
      },
    };
    await mkdir(path.dirname(RESULT_FILE), { recursive: true });
    await writeFile(RESULT_FILE, `${JSON.stringify(report, null, 2)}\n`);
    console.log(JSON.stringify(report, null, 2));
    console.log(`written ${RESULT_FILE}`);
  } catch (error) {
    // Shown before the server goes away under still-open connections, which may add noise of their own.
    console.error('event-store benchmark failed:', error);
    process.exitCode = 1;
  } finally {
    await targets?.eventStore.close().catch(() => undefined);
    await targets?.plain.close().catch(() => undefined);
    await database.dispose();
  }
}
