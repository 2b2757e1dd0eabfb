import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { pgPool } from '../../postgres/pool';
import { startPolledSubscription } from '../polled-subscription';
import {
  WrongExpectedRevisionError,
  type AppendResult,
  type EventFilter,
  type EventHandler,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Subscription,
} from '../port';
import { AppendListener } from './append-listener';
import { AppendNotifier } from './append-notifier';
import { SharedTail } from './shared-tail';
import { EVENT_COLUMNS, filterClause, toRecordedEvent, type EventRow } from './rows';
import { APPEND_ONE_SQL, APPEND_SQL, migrateEventStore, VISIBLE_LIMIT } from './schema';

export interface PostgresEventStoreOptions {
  /** Connections in the pool (appends and reads); subscriptions share one more for LISTEN. */
  poolSize?: number;
  /** Events read per query while a subscription catches up. */
  batchSize?: number;
  /** Longest wait between reads of an idle subscription if a notification was lost. */
  safetyPollMs?: number;
  /**
   * Longest wait of `readAll` and `headPosition` for older transactions to end (HEAD_SETTLE_MS unless given): a test
   * that holds a transaction open on purpose gives a short one instead of waiting out the default.
   */
  headSettleMs?: number;
}

/** Opens the PostgreSQL event store on `url`, creating or updating its schema (`event_store`). */
export async function createPostgresEventStore(url: string, options: PostgresEventStoreOptions = {}): Promise<EventStore> {
  const pool = pgPool(url, { max: options.poolSize ?? 20 });
  try {
    await migrateEventStore(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }
  const listener = new AppendListener(url);
  return new PostgresEventStore(
    pool,
    listener,
    new AppendNotifier(pool, listener.wakeup),
    options.batchSize ?? 500,
    options.safetyPollMs ?? 5000,
    options.headSettleMs ?? HEAD_SETTLE_MS,
  );
}

/**
 * Longest wait of `headPosition` for older transactions to end. Any transaction on the server counts (another
 * database's too, a CREATE DATABASE among them), and one can take seconds on a busy machine: callers that wait for
 * the read models to reach the head must not be given an older head meanwhile.
 */
const HEAD_SETTLE_MS = 10_000;
/** Appends that lost a race on a stream's next revision, tried again when no exact revision was expected. */
const RACE_RETRIES = 20;
const UNIQUE_VIOLATION = '23505';

interface AppendRow {
  current_revision: string;
  allowed_revision: string | null;
  next_revision: string | null;
  last_position: string | null;
}

function expectation(expected: ExpectedRevision): [kind: string, revision: string | null] {
  return typeof expected === 'bigint' ? ['exact', expected.toString()] : [expected, null];
}

class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();
  /** The newest events, read once for every subscription that is caught up. */
  private readonly tail: SharedTail;

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: AppendListener,
    private readonly notifier: AppendNotifier,
    private readonly batchSize: number,
    private readonly safetyPollMs: number,
    private readonly headSettleMs: number,
  ) {
    this.tail = new SharedTail((after, maxCount) => this.readAfter(after, maxCount, undefined), listener.wakeup, batchSize);
  }

  async appendToStream(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision = 'any'): Promise<AppendResult> {
    const [kind, revision] = expectation(expectedRevision);
    const one = events.length === 1;
    const column = <T>(value: (event: NewEvent) => T) => (one ? value(events[0]!) : events.map(value));
    const statement = one ? { name: 'fc_append_one', text: APPEND_ONE_SQL } : { name: 'fc_append', text: APPEND_SQL };
    const params = [
      stream,
      kind,
      revision,
      column((event) => event.id ?? randomUUID()),
      column((event) => event.type),
      column((event) => event.schemaVersion),
      column((event) => JSON.stringify(event.data)),
      column((event) => JSON.stringify(event.metadata)),
    ];
    // Without a revision to check, a collision with a concurrent append only means "read the revision again".
    const retries = kind === 'any' || kind === 'stream_exists' ? RACE_RETRIES : 0;
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await this.pool.query<AppendRow>({ ...statement, values: params });
        const row = rows[0]!;
        if (row.allowed_revision === null) throw this.conflict(stream, expectedRevision, BigInt(row.current_revision));
        if (events.length === 0) return { nextExpectedRevision: BigInt(row.current_revision), position: await this.headPosition() };
        const position = BigInt(row.last_position!);
        this.notifier.appended(position);
        return { nextExpectedRevision: BigInt(row.next_revision!), position };
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        if (attempt < retries) continue;
        throw this.conflict(stream, expectedRevision, await this.currentRevision(stream));
      }
    }
  }

  private conflict(stream: string, expected: ExpectedRevision, actual: bigint): WrongExpectedRevisionError {
    return new WrongExpectedRevisionError(stream, expected, actual < 0n ? 'no_stream' : actual);
  }

  private async currentRevision(stream: string): Promise<bigint> {
    const { rows } = await this.pool.query<{ revision: string }>(
      'SELECT coalesce(max(revision), -1) AS revision FROM event_store.events WHERE stream_name = $1',
      [stream],
    );
    return BigInt(rows[0]!.revision);
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const params: unknown[] = [stream];
    let where = 'stream_name = $1';
    if (options.fromRevision !== undefined) {
      params.push(options.fromRevision.toString());
      where += backwards ? ' AND revision <= $2' : ' AND revision >= $2';
    }
    params.push(options.maxCount ?? null);
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE ${where}
       ORDER BY revision ${backwards ? 'DESC' : 'ASC'} LIMIT $${params.length}`,
      params,
    );
    return rows.map(toRecordedEvent);
  }

  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const read = new Map<string, RecordedEvent[]>(streams.map((stream) => [stream, []]));
    if (streams.length === 0) return read;
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE stream_name = ANY($1::text[]) ORDER BY stream_name, revision`,
      [[...read.keys()]],
    );
    for (const row of rows) read.get(row.stream_name)!.push(toRecordedEvent(row));
    return read;
  }

  /**
   * Everything committed before the call (up to maxCount): when committed events are not readable yet because
   * an older transaction is still running, waits briefly (headSettleMs at most) for it, so a caller reads its
   * own appends; after that it answers what is readable, which is always a prefix of the log.
   */
  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    if (options.maxCount !== undefined && options.maxCount <= 0) return [];
    const deadline = Date.now() + this.headSettleMs;
    let target: bigint | undefined;
    for (let pauseMs = 2; ; pauseMs = Math.min(pauseMs * 2, 50)) {
      const read = await this.readAfter(options.after, options.maxCount, options.filter);
      target ??= read.newest;
      const complete = read.through === undefined || read.through >= target || read.events.length === options.maxCount;
      if (complete || Date.now() >= deadline) return read.events;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  /**
   * Events after `after` below the visibility limit (see VISIBLE_LIMIT in schema.ts), and the position up to
   * which this read has seen everything: its last event when the batch is full, else just below the limit.
   */
  private async readAfter(
    after: bigint | undefined,
    maxCount: number | undefined,
    filter: EventFilter | undefined,
  ): Promise<{ events: RecordedEvent[]; through: bigint | undefined; newest: bigint }> {
    const filters = filterClause(filter, 3);
    const where = ['e.position > $1', 'e.position < l.below', ...filters.sql.map((condition) => `e.${condition}`)].join(' AND ');
    // One statement, one snapshot: the limit, the rows under it and the newest committed position (which may lie
    // above the limit) come from the same view of the log.
    const text = `SELECT l.below, l.newest, r.* FROM (
         SELECT ${VISIBLE_LIMIT} AS below, (SELECT coalesce(max(position), 0) FROM event_store.events) AS newest
       ) l
       LEFT JOIN LATERAL (
         SELECT ${EVENT_COLUMNS.split(', ')
           .map((column) => `e.${column}`)
           .join(', ')} FROM event_store.events e
         WHERE ${where} ORDER BY e.position LIMIT $2
       ) r ON true`;
    // Prepared once per connection (one statement per filter shape): reads are frequent and the plan is stable.
    const { rows } = await this.pool.query<EventRow & { below: string; newest: string }>({
      name: `fc_read_${createHash('sha1').update(text).digest('hex').slice(0, 12)}`,
      text,
      values: [(after ?? 0n).toString(), maxCount ?? null, ...filters.params],
    });
    const events = rows.filter((row) => row.position !== null).map(toRecordedEvent);
    const full = maxCount !== undefined && events.length >= maxCount;
    const through = full ? events.at(-1)!.position : BigInt(rows[0]!.below) - 1n;
    return { events, through, newest: BigInt(rows[0]!.newest) };
  }

  /**
   * The newest committed position once every reader can see it: when an older transaction is still running,
   * waits for it to end rather than answer a head that a just-returned append is beyond. After
   * headSettleMs it answers what readers can see, which is always safe to subscribe after.
   */
  async headPosition(): Promise<bigint> {
    const deadline = Date.now() + this.headSettleMs;
    // The newest commit when asked: the head once readers see that far. Waiting instead for "everything committed is
    // visible" could wait forever while other writers (anywhere on the server) keep committing.
    let newestAsked: bigint | undefined;
    for (let pauseMs = 2; ; pauseMs = Math.min(pauseMs * 2, 50)) {
      const { rows } = await this.pool.query<{ visible: string; newest: string }>({
        name: 'fc_head',
        text: `SELECT (SELECT coalesce(max(position), 0) FROM event_store.events WHERE position < ${VISIBLE_LIMIT}) AS visible,
                      (SELECT coalesce(max(position), 0) FROM event_store.events) AS newest`,
      });
      const visible = BigInt(rows[0]!.visible);
      newestAsked ??= BigInt(rows[0]!.newest);
      if (visible >= newestAsked || Date.now() >= deadline) return visible;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  }

  subscribeToAll(handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    return this.subscribe(handler, options.filter, async () => options.after);
  }

  subscribeWithCheckpoint(subscriberId: string, handler: EventHandler, options: { filter?: EventFilter } = {}): Subscription {
    return this.subscribe(
      handler,
      options.filter,
      () => this.readCheckpoint(subscriberId),
      async (event) => {
        await this.pool.query(
          `INSERT INTO event_store.checkpoints (subscriber_id, position) VALUES ($1, $2)
           ON CONFLICT (subscriber_id) DO UPDATE SET position = excluded.position, updated_at = now()`,
          [subscriberId, event.position.toString()],
        );
      },
    );
  }

  private subscribe(
    handler: EventHandler,
    filter: EventFilter | undefined,
    start: () => Promise<bigint | undefined>,
    afterHandled?: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    const subscription = startPolledSubscription(
      {
        ready: () => this.listener.ready(),
        readAfter: async (after) =>
          (await this.tail.readAfter(after, this.batchSize, filter)) ?? (await this.readAfter(after, this.batchSize, filter)),
        wakeup: this.listener.wakeup,
        safetyPollMs: this.safetyPollMs,
      },
      handler,
      start,
      afterHandled,
    );
    this.subscriptions.add(subscription);
    void subscription.done.catch(() => undefined).finally(() => this.subscriptions.delete(subscription));
    return subscription;
  }

  async readCheckpoint(subscriberId: string): Promise<bigint | undefined> {
    const { rows } = await this.pool.query<{ position: string }>('SELECT position FROM event_store.checkpoints WHERE subscriber_id = $1', [
      subscriberId,
    ]);
    return rows[0] ? BigInt(rows[0].position) : undefined;
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.notifier.drain();
    await this.listener.close();
    await this.pool.end();
  }
}
