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
import { packOptionalPosition, packPosition, unpackPosition } from './positions';

/** Checkpoints live in ordinary streams (system `$` streams need admin rights); every read hides them. */
const CHECKPOINT_STREAM_PREFIX = 'fleetcheck-checkpoint-';
const CHECKPOINT_EVENT_TYPE = 'CheckpointStored';
const SCHEMA_VERSION_KEY = 'schemaVersion';
const READ_PAGE = 500;

type StoredEvent = JSONEventType<string, JSONType, Record<string, unknown>>;

/** Opens the EventStoreDB / KurrentDB event store (`esdb://...` connection string). */
export function createEventStoreDbEventStore(connectionString: string): EventStore {
  return new EventStoreDbEventStore(EventStoreDBClient.connectionString(connectionString));
}

function matches(event: { streamName: string; type: string }, filter: EventFilter | undefined): boolean {
  if (event.type.startsWith('$') || event.streamName.startsWith(CHECKPOINT_STREAM_PREFIX)) return false;
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((p) => event.streamName.startsWith(p))) return false;
  return true;
}

/** The narrowest server-side filter ESDB allows (one dimension); the rest is checked on our side. */
function serverFilter(filter: EventFilter | undefined): Filter {
  if (filter?.streamPrefixes) return streamNameFilter({ prefixes: [...filter.streamPrefixes] });
  if (filter?.eventTypes) return eventTypeFilter({ prefixes: [...filter.eventTypes] });
  return excludeSystemEvents();
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
    try {
      const result = await this.client.appendToStream(stream, data, { expectedRevision });
      // The append result carries the transaction's commit position; the last event is the one we want.
      const last = (await this.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];
      const position =
        last && last.position >= 0n ? last.position : packPosition({ commit: result.position!.commit, prepare: result.position!.commit });
      return { nextExpectedRevision: result.nextExpectedRevision, position };
    } catch (error) {
      if (error instanceof WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new WrongExpectedRevisionError(stream, expectedRevision, typeof actual === 'bigint' ? actual : 'no_stream');
      }
      throw error;
    }
  }

  async readStream(stream: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const backwards = options.direction === 'backwards';
    const events: RecordedEvent[] = [];
    try {
      const reader = this.client.readStream(stream, {
        direction: backwards ? BACKWARDS : FORWARDS,
        fromRevision: options.fromRevision ?? (backwards ? END : START),
        maxCount: options.maxCount ?? Number.MAX_SAFE_INTEGER,
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
    // ESDB reads $all inclusively from a position and cannot filter a read: page, skip, filter here.
    let from: ReadPosition = options.after === undefined ? START : unpackPosition(options.after);
    for (;;) {
      let seen = 0;
      let last: bigint | undefined;
      for await (const resolved of this.client.readAll({
        fromPosition: from,
        maxCount: READ_PAGE,
        direction: FORWARDS,
      })) {
        seen++;
        if (!resolved.event) continue;
        const position = packPosition(resolved.event.position);
        last = position;
        if (options.after !== undefined && position <= options.after) continue;
        const event = toRecordedEvent(resolved);
        if (event && matches(event, options.filter)) {
          events.push(event);
          if (events.length >= wanted) return events;
        }
      }
      if (seen < READ_PAGE || last === undefined) return events;
      from = unpackPosition(last);
      options = { ...options, after: last };
    }
  }

  async headPosition(): Promise<bigint> {
    for await (const resolved of this.client.readAll({
      fromPosition: END,
      direction: BACKWARDS,
      maxCount: READ_PAGE,
    })) {
      const event = toRecordedEvent(resolved);
      if (event && matches(event, undefined)) return event.position;
    }
    return 0n;
  }

  subscribeToAll(handler: EventHandler, options: SubscribeOptions = {}): Subscription {
    return this.subscribe(handler, options.filter, async () => options.after);
  }

  subscribeWithCheckpoint(subscriberId: string, handler: EventHandler, options: { filter?: EventFilter } = {}): Subscription {
    const stream = CHECKPOINT_STREAM_PREFIX + subscriberId;
    let metadataSet = false;
    return this.subscribe(
      handler,
      options.filter,
      () => this.readCheckpoint(subscriberId),
      async (event) => {
        if (!metadataSet) {
          // Only the latest checkpoint matters: let the server scavenge older ones.
          await this.client.setStreamMetadata(stream, { maxCount: 1 });
          metadataSet = true;
        }
        await this.client.appendToStream(stream, jsonEvent({ type: CHECKPOINT_EVENT_TYPE, data: { position: event.position.toString() } }));
      },
    );
  }

  private subscribe(
    handler: EventHandler,
    filter: EventFilter | undefined,
    start: () => Promise<bigint | undefined>,
    afterHandled?: (event: RecordedEvent) => Promise<void>,
  ): Subscription {
    let stopping = false;
    let unsubscribe: (() => Promise<void>) | undefined;
    const run = async () => {
      const after = await start();
      if (stopping) return;
      // fromPosition is exclusive for subscriptions: delivery starts strictly after it.
      const subscription = this.client.subscribeToAll({
        fromPosition: after === undefined ? START : unpackPosition(after),
        filter: serverFilter(filter),
      });
      unsubscribe = () => subscription.unsubscribe();
      try {
        for await (const resolved of subscription) {
          if (stopping) break;
          const event = toRecordedEvent(resolved);
          if (!event || !matches(event, filter)) continue;
          if (after !== undefined && event.position <= after) continue;
          await handler(event);
          if (afterHandled) await afterHandled(event);
        }
      } finally {
        await subscription.unsubscribe().catch(() => undefined);
      }
    };
    const done = run();
    done.catch(() => undefined);
    const handle: Subscription = {
      done,
      async stop() {
        stopping = true;
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
