import { randomUUID } from 'node:crypto';
import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  excludeSystemEvents,
  FORWARDS,
  jsonEvent,
  START,
  StreamNotFoundError,
  streamNameFilter,
  eventTypeFilter,
  WrongExpectedVersionError,
  type AllStreamResolvedEvent,
  type Filter,
  type JSONEventType,
  type JSONType,
  type Position,
  type ReadPosition,
  type ResolvedEvent,
} from '@eventstore/db-client';
import type { EventMetadata } from '@fleetcheck/contracts';
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
import { CheckpointWriter } from './checkpoint-writer';
import { isAfter, packOptionalPosition, packPosition, unpackPosition } from './positions';

/** Checkpoints live in ordinary streams (system `$` streams need admin rights); every read hides them. */
const CHECKPOINT_STREAM_PREFIX = 'fleetcheck-checkpoint-';
const CHECKPOINT_EVENT_TYPE = 'CheckpointStored';
const SCHEMA_VERSION_KEY = 'schemaVersion';
const READ_PAGE = 500;
/** Pause before subscribing again after the server ended a subscription. */
const RESUBSCRIBE_DELAY_MS = 500;

type StoredEvent = JSONEventType<string, JSONType, Record<string, unknown>>;

/** Opens the EventStoreDB / KurrentDB event store (`esdb://...` connection string). */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
}

/** The adapter over a given client (tests pin how it reacts to the client's answers). */
export function eventStoreOnClient(client: EventStoreDBClient): EventStore {
  return new EventStoreDbEventStore(client);
}

function matches(event: { streamName: string; type: string }, filter: EventFilter | undefined): boolean {
  if (event.type.startsWith('$') || event.streamName.startsWith(CHECKPOINT_STREAM_PREFIX)) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((p) => event.streamName.startsWith(p))) return false;
  return true;
}

/** The narrowest server-side filter ESDB allows (one dimension); the rest is checked on our side. */
function serverFilter(filter: EventFilter | undefined, checkpointReached?: (position: Position) => Promise<void>): Filter {
  const checkpoints = checkpointReached && { checkpointReached: (_: unknown, position: Position) => checkpointReached(position) };
  if (filter?.streamPrefixes) return streamNameFilter({ prefixes: [...filter.streamPrefixes], ...checkpoints });
  if (filter?.eventTypes) return eventTypeFilter({ prefixes: [...filter.eventTypes], ...checkpoints });
  return excludeSystemEvents(checkpoints);
}

function toRecordedEvent(resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined {
  const event = resolved.event;
  if (!event || !event.isJson) return undefined;
  const { [SCHEMA_VERSION_KEY]: schemaVersion, ...metadata } = (event.metadata ?? {}) as Record<string, unknown>;
  return {
    id: event.id,
    streamName: event.streamId,
    revision: event.revision,
    position: packOptionalPosition(event.position),
    type: event.type,
    schemaVersion: typeof schemaVersion === 'number' ? schemaVersion : 1,
    data: event.data,
    metadata: metadata as unknown as EventMetadata,
    recordedAt: event.created,
  };
}

class EventStoreDbEventStore implements EventStore {
  private readonly subscriptions = new Set<Subscription>();

  constructor(private readonly client: EventStoreDBClient) {}

  async appendToStream(stream: string, events: readonly NewEvent[], expectedRevision: ExpectedRevision = 'any'): Promise<AppendResult> {
    const data = events.map((event) =>
      jsonEvent<StoredEvent>({
        id: event.id ?? randomUUID(),
        type: event.type,
        data: event.data as JSONType,
        metadata: { ...event.metadata, [SCHEMA_VERSION_KEY]: event.schemaVersion },
      }),
    );
    let result: AppendResult;
    try {
      const appended = await this.client.appendToStream(stream, data, { expectedRevision });
      // A client made with throwOnAppendFailure=false (a connection-string option) answers a refused expected
      // revision instead of throwing: it is the same refusal, never a success.
      if (!appended.success) {
        const actual = appended.nextExpectedRevision;
        throw new WrongExpectedRevisionError(stream, expectedRevision, actual >= 0n ? actual : 'no_stream');
      }
      result = { nextExpectedRevision: appended.nextExpectedRevision, position: -1n };
      result.position = await this.appendedPosition(stream, appended.nextExpectedRevision, appended.position, events.length);
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevisionError(stream, expectedRevision, typeof actual === 'bigint' ? actual : 'no_stream');
      }
      throw error;
    }
    return result;
  }

  /**
   * The global position of the append's last event, from the append result. The server answers the position of
   * the write (commit = prepare = the transaction's position), which for one event is that event's position.
   * For several events the last one's offset inside the transaction is not in the answer: it is read back by its
   * exact revision from the leader (never "the stream's last event", which may be another writer's, nor from a
   * follower, which may lag). The append is committed either way: if that read fails, the first event's position
   * is answered (a wait for it may end one event early) rather than reporting a committed append as failed.
   */
  private async appendedPosition(stream: string, revision: bigint, position: Position | undefined, count: number): Promise<bigint> {
    const transaction = position ? packPosition({ commit: position.commit, prepare: position.commit }) : -1n;
    if (count === 1 && position) return transaction;
    try {
      const [last] = await this.readStream(stream, { fromRevision: revision, maxCount: 1, requiresLeader: true });
      if (last && last.revision === revision && last.position >= 0n) return last.position;
    } catch {
      // fall through: the append itself succeeded
    }
    return transaction;
  }

  /** EventStoreDB reads one stream per call: the reads go out together. */
  async readStreams(streams: readonly string[]): Promise<Map<string, RecordedEvent[]>> {
    const names = [...new Set(streams)];
    return new Map(await Promise.all(names.map(async (stream) => [stream, await this.readStream(stream)] as const)));
  }

  async readStream(stream: string, options: ReadStreamOptions & { requiresLeader?: boolean } = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reader = this.client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision ?? (backwards ? END : START),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
        requiresLeader: options.requiresLeader,
      });
      for await (const resolved of reader) {
        const event = toRecordedEvent(resolved);
        if (event) events.push(event);
      }
    } catch (error) {
      if (error instanceof StreamNotFoundError) return [];
      throw error;
    }
    return events;
  }

  async readAll(options: ReadAllOptions = {}): Promise<RecordedEvent[]> {
    const wanted = options.maxCount ?? Number.MAX_SAFE_INTEGER;
    const events: RecordedEvent[] = [];
    if (wanted <= 0) return events;
    // ESDB reads $all inclusively from a position and cannot filter a read: page, skip, filter here. Each page
    // starts at the last event of the previous one, which it answers again: everything up to the last position
    // looked at is skipped, so an event is kept once. Paging and skipping use the server's (commit, prepare)
    // pairs; only kept events are packed (a legacy explicit transaction's events, whose prepare precedes the
    // commit, are skipped by the filter, not packed).
    let lookedAt = options.after === undefined ? undefined : unpackPosition(options.after);
    for (;;) {
      let seen = 0;
      const from: ReadPosition = lookedAt ?? START;
      for await (const resolved of this.client.readAll({ fromPosition: from, maxCount: READ_PAGE, direction: FORWARDS })) {
        seen++;
        const position = resolved.event?.position;
        if (!position || (lookedAt && !isAfter(position, lookedAt))) continue;
        lookedAt = position;
        const event = toRecordedEvent(resolved);
        if (event && event.position >= 0n && matches(event, options.filter)) {
          events.push(event);
          if (events.length >= wanted) return events;
        }
      }
      if (seen < READ_PAGE || lookedAt === undefined || (from !== START && from === lookedAt)) return events;
    }
  }

  async headPosition(): Promise<bigint> {
    // Backwards through $all until an event of ours: checkpoints and system events are skipped, however many.
    let from: ReadPosition = END;
    let seenFrom: Position | undefined; // events at or after this were looked at on the previous page
    for (;;) {
      let seen = 0;
      let oldest: Position | undefined;
      const page: AsyncIterable<AllStreamResolvedEvent> = this.client.readAll({
        fromPosition: from,
        direction: BACKWARDS,
        maxCount: READ_PAGE,
      });
      for await (const resolved of page) {
        seen++;
        const position: Position | undefined = resolved.event?.position;
        if (!position) continue;
        oldest = position;
        if (seenFrom && !isAfter(seenFrom, position)) continue;
        const event = toRecordedEvent(resolved);
        if (event && event.position >= 0n && matches(event, undefined)) return event.position;
      }
      if (seen < READ_PAGE || !oldest) return 0n;
      from = oldest;
      seenFrom = oldest;
    }
  }

  subscribeToAll(handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    return this.subscribe(handler, options.filter, async () => options.after);
  }

  subscribeWithCheckpoint(subscriberId: string, handler: EventHandler, options: { filter?: EventFilter } = {}): Subscription {
    const stream = CHECKPOINT_STREAM_PREFIX + subscriberId;
    let metadataSet = false;
    const checkpoints = new CheckpointWriter(async (position) => {
      if (!metadataSet) {
        // Only the latest checkpoint matters: let the server scavenge older ones.
        await this.client.setStreamMetadata(stream, { maxCount: 1 });
        metadataSet = true;
      }
      await this.client.appendToStream(stream, jsonEvent({ type: CHECKPOINT_EVENT_TYPE, data: { position: position.toString() } }));
    });
    return this.subscribe(handler, options.filter, () => this.readCheckpoint(subscriberId), checkpoints);
  }

  private subscribe(
    handler: EventHandler,
    filter: EventFilter | undefined,
    start: () => Promise<bigint | undefined>,
    checkpoints?: CheckpointWriter,
  ): Subscription {
    let stopping = false;
    let unsubscribe: (() => Promise<void>) | undefined;
    let wake: (() => void) | undefined;
    const run = async () => {
      let after = await start();
      try {
        // The server may end a subscription cleanly (leader change, shutdown): subscribe again from the last
        // event handled, until stopped.
        for (let attempt = 0; !stopping; attempt++) {
          if (attempt > 0) await new Promise<void>((resolve) => ((wake = resolve), setTimeout(resolve, RESUBSCRIBE_DELAY_MS)));
          if (stopping) break;
          // fromPosition is exclusive for subscriptions: delivery starts strictly after it.
          // The server's filter checkpoints (every window of events it looked at, matching or not) move a quiet
          // durable subscriber's checkpoint on, so a restart does not scan again what it already passed. Only
          // when no event is in flight or buffered: then every event before that position has been handled.
          let handling = false;
          const passed = checkpoints
            ? async (position: Position) => {
                const packed = packOptionalPosition(position);
                const buffered = (subscription as { readableLength?: number }).readableLength ?? 0;
                if (handling || buffered > 0 || packed < 0n || (after !== undefined && packed <= after)) return;
                after = packed;
                await checkpoints.passed(packed);
              }
            : undefined;
          const subscription = this.client.subscribeToAll({
            fromPosition: after === undefined ? START : unpackPosition(after),
            filter: serverFilter(filter, passed),
          });
          unsubscribe = () => subscription.unsubscribe();
          try {
            for await (const resolved of subscription) {
              if (stopping) break;
              const event = toRecordedEvent(resolved);
              if (!event || event.position < 0n || !matches(event, filter)) continue;
              if (after !== undefined && event.position <= after) continue;
              handling = true;
              await handler(event);
              after = event.position;
              await checkpoints?.handled(event.position);
              handling = false;
            }
          } finally {
            await subscription.unsubscribe().catch(() => undefined);
          }
        }
      } finally {
        await checkpoints?.flush();
      }
    };
    const done = run();
    done.catch(() => undefined);
    const handle: Subscription = {
      done,
      async stop() {
        stopping = true;
        wake?.();
        await unsubscribe?.().catch(() => undefined);
        await done.catch(() => undefined);
      },
    };
    this.subscriptions.add(handle);
    void done.catch(() => undefined).finally(() => this.subscriptions.delete(handle));
    return handle;
  }

  async readCheckpoint(subscriberId: string): Promise<bigint | undefined> {
    const [last] = await this.readStream(CHECKPOINT_STREAM_PREFIX + subscriberId, {
      direction: 'backwards',
      maxCount: 1,
    });
    const position = (last?.data as { position?: string } | undefined)?.position;
    return position === undefined ? undefined : BigInt(position);
  }

  async close(): Promise<void> {
    await Promise.all([...this.subscriptions].map((s) => s.stop()));
    await this.client.dispose();
  }
}
