import { randomUUID } from 'node:crypto';
import {
  END,
  START,
  StreamNotFoundError,
  UnavailableError,
  WrongExpectedVersionError,
  type AppendExpectedRevision,
  type AppendResult,
  type EventData,
  type EventStoreDBClient,
  type Filter,
  type Position,
  type ReadPosition,
} from '@eventstore/db-client';

/*
 * An in-memory stand-in for @eventstore/db-client 6.2.1's EventStoreDBClient that answers the calls the adapter
 * makes the way an EventStoreDB server does (its gRPC `Streams` service), so the event-store contract suite and
 * the adapter's edge cases run on machines without the server:
 * - positions are byte offsets: the events of one append share the transaction's commit position and differ by
 *   their prepare position; the append answers (commit, commit);
 * - `readAll` forwards is inclusive of `fromPosition` (an event at exactly that position is returned), backwards
 *   returns the events strictly before it; system events (`$metadata` of `setStreamMetadata`) are in `$all`;
 * - `subscribeToAll` starts strictly after `fromPosition`, applies the filter on the server, calls
 *   `checkpointReached` every `checkpointInterval × maxSearchWindow` events it looked at (default window 32) with
 *   the position of the last event looked at, then follows live;
 * - appends are idempotent by event id (the same ids at the same expected revision, or with `any`, append
 *   nothing and answer the first write's result), as the server's `WriteEvents` idempotency check;
 * - a refused expected revision throws `WrongExpectedVersionError`, or answers `success: false` when the client
 *   was made with `throwOnAppendFailure=false`.
 * Faults a test can inject: `loseNextAcknowledgement()` commits the next append and then fails the call as a
 * dropped connection would. `allEventsSent` counts the events forward `$all` reads and subscriptions sent (what a
 * scan of the log costs; backward reads, which look at the newest events only, are not counted).
 */
interface StoredEvent {
  streamId: string;
  id: string;
  revision: bigint;
  type: string;
  data: unknown;
  metadata: unknown;
  isJson: boolean;
  created: Date;
  position: Position;
}

const EVENT_SIZE = 128n;
const DEFAULT_SEARCH_WINDOW = 32;

const after = (a: Position, b: Position) => a.commit > b.commit || (a.commit === b.commit && a.prepare > b.prepare);
const same = (a: Position, b: Position) => a.commit === b.commit && a.prepare === b.prepare;

export interface FakeEventStoreDbOptions {
  throwOnAppendFailure?: boolean;
}

export class FakeEventStoreDbServer {
  readonly log: StoredEvent[] = [];
  private readonly streams = new Map<string, StoredEvent[]>();
  private nextPosition = 1_000n;
  private listeners = new Set<() => void>();
  private losingAcknowledgements = 0;
  appendCalls = 0;
  allEventsSent = 0;

  /** A client on this server (each store opens its own; disposing one leaves the data). */
  client(options: FakeEventStoreDbOptions = {}): EventStoreDBClient {
    return new FakeClient(this, options.throwOnAppendFailure ?? true) as unknown as EventStoreDBClient;
  }

  /** The next append is committed but its caller gets a connection error instead of the answer. */
  loseNextAcknowledgement(): void {
    this.losingAcknowledgements++;
  }

  append(stream: string, events: EventData[], expected: AppendExpectedRevision, throwOnFailure: boolean): AppendResult {
    this.appendCalls++;
    const existing = this.streams.get(stream) ?? [];
    const current = existing.length === 0 ? undefined : BigInt(existing.length - 1);
    const idempotent = this.idempotentResult(existing, events, expected);
    if (idempotent) return idempotent;
    const fits =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'stream_exists' && current !== undefined) ||
      (typeof expected === 'bigint' && current === expected);
    if (!fits) {
      if (throwOnFailure) {
        throw new WrongExpectedVersionError(undefined, { streamName: stream, current: current ?? 'no_stream', expected });
      }
      return { success: false, nextExpectedRevision: current ?? -1n, position: undefined };
    }
    const commit = this.nextPosition;
    const stored = events.map((event, i): StoredEvent => {
      const isJson = event.contentType === 'application/json';
      return {
        streamId: stream,
        id: event.id,
        revision: BigInt(existing.length + i),
        type: event.type,
        data: structuredClone(event.data),
        metadata: structuredClone(event.metadata),
        isJson,
        created: new Date(),
        position: { commit, prepare: commit + BigInt(i) * EVENT_SIZE },
      };
    });
    this.nextPosition = commit + BigInt(events.length) * EVENT_SIZE;
    this.streams.set(stream, [...existing, ...stored]);
    this.log.push(...stored);
    for (const listener of [...this.listeners]) listener();
    const result: AppendResult = {
      success: true,
      nextExpectedRevision: BigInt(existing.length + events.length - 1),
      position: { commit, prepare: commit },
    };
    if (this.losingAcknowledgements > 0) {
      this.losingAcknowledgements--;
      throw new UnavailableError(undefined as never);
    }
    return result;
  }

  /** The server's idempotency check: the same event ids already written where this append would go. */
  private idempotentResult(existing: StoredEvent[], events: EventData[], expected: AppendExpectedRevision): AppendResult | undefined {
    const first = events[0];
    if (!first) return undefined;
    const at = existing.findIndex((e) => e.id === first.id);
    if (at < 0) return undefined;
    const placed =
      expected === 'any' ||
      (expected === 'no_stream' && at === 0) ||
      expected === 'stream_exists' ||
      (typeof expected === 'bigint' && expected === BigInt(at - 1));
    if (!placed || !events.every((event, i) => existing[at + i]?.id === event.id)) return undefined;
    const last = existing[at + events.length - 1]!;
    return {
      success: true,
      nextExpectedRevision: last.revision,
      position: { commit: last.position.commit, prepare: last.position.commit },
    };
  }

  stream(stream: string): StoredEvent[] | undefined {
    return this.streams.get(stream);
  }

  onAppend(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

function resolved(event: StoredEvent) {
  return { event: { ...event, data: structuredClone(event.data), metadata: structuredClone(event.metadata) } };
}

function filterMatches(filter: Filter, event: StoredEvent): boolean {
  const subject = filter.filterOn === 'streamName' ? event.streamId : event.type;
  if ('prefixes' in filter) return filter.prefixes.some((prefix) => subject.startsWith(prefix));
  return new RegExp(filter.regex).test(subject);
}

class FakeClient {
  private disposed = false;

  constructor(
    private readonly server: FakeEventStoreDbServer,
    readonly throwOnAppendFailure: boolean,
  ) {}

  private check(): void {
    if (this.disposed) throw new Error('The client is disposed');
  }

  async appendToStream(stream: string, events: EventData | EventData[], options: { expectedRevision?: AppendExpectedRevision } = {}) {
    this.check();
    await Promise.resolve();
    return this.server.append(
      stream,
      Array.isArray(events) ? events : [events],
      options.expectedRevision ?? 'any',
      this.throwOnAppendFailure,
    );
  }

  async setStreamMetadata(stream: string, metadata: Record<string, unknown>) {
    return this.appendToStream(`$$${stream}`, {
      id: randomUUID(),
      contentType: 'application/json',
      type: '$metadata',
      data: metadata,
      metadata: undefined,
    });
  }

  readStream(
    stream: string,
    options: { direction?: string; fromRevision?: bigint | typeof START | typeof END; maxCount?: number | bigint } = {},
  ) {
    this.check();
    const server = this.server;
    return (async function* () {
      await Promise.resolve();
      const events = server.stream(stream);
      if (!events) throw new StreamNotFoundError(undefined, stream);
      const backwards = options.direction === 'backwards';
      const from = options.fromRevision ?? (backwards ? END : START);
      let picked = backwards ? [...events].reverse() : events;
      if (typeof from === 'bigint') picked = picked.filter((e) => (backwards ? e.revision <= from : e.revision >= from));
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      for (const event of picked.slice(0, max)) yield resolved(event);
    })();
  }

  readAll(options: { fromPosition?: ReadPosition; direction?: string; maxCount?: number | bigint } = {}) {
    this.check();
    const server = this.server;
    const log = server.log;
    return (async function* () {
      await Promise.resolve();
      const backwards = options.direction === 'backwards';
      const from = options.fromPosition ?? (backwards ? END : START);
      let picked: StoredEvent[];
      if (backwards) {
        const before = typeof from === 'object' ? log.filter((e) => after(from, e.position)) : from === END ? log : [];
        picked = [...before].reverse();
      } else {
        picked =
          typeof from === 'object' ? log.filter((e) => same(e.position, from) || after(e.position, from)) : from === START ? log : [];
      }
      const max = Number(options.maxCount ?? Number.MAX_SAFE_INTEGER);
      for (const event of picked.slice(0, max)) {
        if (!backwards) server.allEventsSent++;
        yield resolved(event);
      }
    })();
  }

  subscribeToAll(options: { fromPosition?: ReadPosition; filter?: Filter } = {}) {
    this.check();
    const server = this.server;
    const filter = options.filter;
    const window = filter ? filter.checkpointInterval * (filter.maxSearchWindow ?? DEFAULT_SEARCH_WINDOW) : Infinity;
    let ended = false;
    let wake: (() => void) | undefined;
    const subscription = {
      async unsubscribe() {
        ended = true;
        wake?.();
      },
      async *[Symbol.asyncIterator]() {
        const from = options.fromPosition ?? START;
        let index = from === START ? 0 : from === END ? server.log.length : server.log.findIndex((e) => after(e.position, from));
        if (index < 0) index = server.log.length;
        let looked = 0;
        const stopListening = server.onAppend(() => wake?.());
        try {
          while (!ended) {
            const event = server.log[index];
            if (!event) {
              await new Promise<void>((resolve) => (wake = resolve));
              continue;
            }
            index++;
            looked++;
            if (!filter || filterMatches(filter, event)) {
              server.allEventsSent++;
              yield resolved(event);
            }
            if (looked >= window) {
              looked = 0;
              await filter?.checkpointReached?.(subscription as never, event.position);
            }
          }
        } finally {
          stopListening();
        }
      },
    };
    return subscription;
  }

  async dispose() {
    this.disposed = true;
  }
}
