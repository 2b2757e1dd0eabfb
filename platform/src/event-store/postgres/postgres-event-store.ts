import { randomUUID } from 'node:crypto';
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
import { EVENT_COLUMNS, filterClause, toRecordedEvent, type EventRow } from './rows';
import { migrateEventStore, WRONG_EXPECTED_REVISION } from './schema';

export interface PostgresEventStoreOptions {
  /** Connections in the pool (appends and reads); subscriptions share one more for LISTEN. */
  poolSize?: number;
  /** Events read per query while a subscription catches up. */
  batchSize?: number;
  /** Longest wait between reads of an idle subscription if a notification was lost. */
  safetyPollMs?: number;
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
  return new PostgresEventStore(pool, new AppendListener(url), options.batchSize ?? 500, options.safetyPollMs ?? 5000);
}

function expectation(expected: ExpectedRevision): [kind: string, revision: string | null] {
  return typeof expected === 'bigint' ? ['exact', expected.toString()] : [expected, null];
}

class PostgresEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly listener: AppendListener,
    private readonly batchSize: number,
    private readonly safetyPollMs: number,
  ) {}

  async appendToStream(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision = 'any'): Promise<AppendResult> {
    const payload = events.map((event) => ({
      id: event.id ?? randomUUID(),
      type: event.type,
      schemaVersion: event.schemaVersion,
      data: event.data,
      metadata: event.metadata,
    }));
    const [kind, revision] = expectation(expectedRevision);
    try {
      // One autocommitted statement: the append is atomic and no round trip happens under the append lock.
      const { rows } = await this.pool.query<{ next_revision: string; last_position: string }>(
        'SELECT next_revision, last_position FROM event_store.append_events($1, $2, $3, $4::jsonb)',
        [stream, kind, revision, JSON.stringify(payload)],
      );
      const row = rows[0]!;
      return { nextExpectedRevision: BigInt(row.next_revision), position: BigInt(row.last_position) };
    } catch (error) {
      const pgError = error as { code?: string; detail?: string };
      if (pgError.code === WRONG_EXPECTED_REVISION) {
        const actual = BigInt(pgError.detail ?? '-1');
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual < 0n ? 'no_stream' : actual);
      }
      throw error;
    }
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

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    return this.readAfter(options.after, options.maxCount, options.filter);
  }

  private async readAfter(
    after: bigint | undefined,
    maxCount: number | undefined,
    filter: EventFilter | undefined,
  ): Promise<RecordedEvent[]> {
    const filters = filterClause(filter, 3);
    const where = ['position > $1', ...filters.sql].join(' AND ');
    const { rows } = await this.pool.query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM event_store.events WHERE ${where} ORDER BY position LIMIT $2`,
      [(after ?? 0n).toString(), maxCount ?? null, ...filters.params],
    );
    return rows.map(toRecordedEvent);
  }

  async headPosition(): Promise<bigint> {
    const { rows } = await this.pool.query<{ head: string }>('SELECT coalesce(max(position), 0) AS head FROM event_store.events');
    return BigInt(rows[0]!.head);
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
        readAfter: (after) => this.readAfter(after, this.batchSize, filter),
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
    await this.listener.close();
    await this.pool.end();
  }
}
