import type { EventMetadata } from '@fleetcheck/contracts';
import { WrongExpectedRevisionError, type EventStore, type RecordedEvent } from '../event-store/port';
import { appendCommandEvents } from './command-append';

/**
 * What the handler needs of an aggregate, structurally: domain's `Aggregate` fits it, and platform stays
 * free of any domain rule (imports point down: apps -> domain, platform -> contracts).
 */
export interface CommandAggregate<Command, Event, State> {
  decider: {
    initialState(): State;
    evolve(state: State, event: Event): State;
    decide(command: Command, state: State): Event[];
  };
  codec: {
    encode(event: Event): { type: string; schemaVersion: number; data: unknown };
    decode(type: string, schemaVersion: number, data: unknown): Event;
  };
}

export interface LoadedStream<State> {
  state: State;
  /** Revision of the last event read; undefined for a stream with no events. */
  revision: bigint | undefined;
}

export interface CommandResult<Event, State> extends LoadedStream<State> {
  events: Event[];
  /** Global position of the last event written; undefined when the command changed nothing. */
  position: bigint | undefined;
}

/** The stream moved on: under If-Match, or after every retry. The HTTP layer answers 412. */
export class CommandConflictError extends Error {
  override readonly name = 'CommandConflictError';
}

export async function loadStream<C, E, S>(
  store: EventStore,
  stream: string,
  aggregate: CommandAggregate<C, E, S>,
): Promise<LoadedStream<S>> {
  return foldStream(await store.readStream(stream), aggregate);
}

/** A whole stream as read (readStream, or one of readStreams' answers), folded into its aggregate's state. */
export function foldStream<C, E, S>(recorded: readonly RecordedEvent[], aggregate: CommandAggregate<C, E, S>): LoadedStream<S> {
  let state = aggregate.decider.initialState();
  for (const event of recorded)
    state = aggregate.decider.evolve(state, aggregate.codec.decode(event.type, event.schemaVersion, event.data));
  return { state, revision: recorded.at(-1)?.revision };
}

/**
 * Folded states of long streams kept by one process between commands (least recently used first out): a command
 * on a cached stream reads only the events after the state's revision, whoever wrote them, so the decision is
 * still taken on the whole stream. For streams that grow with every command (an auditor's recorded reads).
 */
export class FoldCache<State> {
  private readonly entries = new Map<string, LoadedStream<State>>();

  constructor(private readonly capacity = 1_000) {}

  get(stream: string): LoadedStream<State> | undefined {
    const entry = this.entries.get(stream);
    if (entry) this.set(stream, entry);
    return entry;
  }

  set(stream: string, loaded: LoadedStream<State>): void {
    this.entries.delete(stream);
    this.entries.set(stream, loaded);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }
}

export interface HandleOptions<State = unknown> {
  /** The revision the client saw (If-Match). A different current revision is a conflict before deciding. */
  expectedRevision?: bigint;
  /**
   * 'last': fold only the stream's last event, for aggregates whose every event carries the whole state (a hash
   * chain's links), so a long stream costs one read. Default 'all'.
   */
  fold?: 'all' | 'last';
  /** Start from this process's folded state of the stream and read only what came after it. */
  cache?: FoldCache<State>;
  /**
   * The stream as the caller has just read it (loadStream, foldStream): the first attempt decides on it instead
   * of reading it again; an attempt after a conflict reads afresh. Not with fold 'last'.
   */
  loaded?: LoadedStream<State>;
}

async function loadLast<C, E, S>(store: EventStore, stream: string, aggregate: CommandAggregate<C, E, S>): Promise<LoadedStream<S>> {
  const [last] = await store.readStream(stream, { direction: 'backwards', maxCount: 1 });
  const initial = aggregate.decider.initialState();
  if (!last) return { state: initial, revision: undefined };
  return {
    state: aggregate.decider.evolve(initial, aggregate.codec.decode(last.type, last.schemaVersion, last.data)),
    revision: last.revision,
  };
}

async function loadAfterCached<C, E, S>(
  store: EventStore,
  stream: string,
  aggregate: CommandAggregate<C, E, S>,
  cache: FoldCache<S>,
): Promise<LoadedStream<S>> {
  const cached = cache.get(stream);
  const recorded = await store.readStream(stream, cached?.revision === undefined ? {} : { fromRevision: cached.revision + 1n });
  let state = cached?.state ?? aggregate.decider.initialState();
  for (const event of recorded)
    state = aggregate.decider.evolve(state, aggregate.codec.decode(event.type, event.schemaVersion, event.data));
  const loaded = { state, revision: recorded.at(-1)?.revision ?? cached?.revision };
  cache.set(stream, loaded);
  return loaded;
}

function loader<C, E, S>(options: HandleOptions<S>) {
  const { cache } = options;
  if (cache)
    return (store: EventStore, stream: string, aggregate: CommandAggregate<C, E, S>) => loadAfterCached(store, stream, aggregate, cache);
  return options.fold === 'last' ? loadLast : loadStream;
}

const MAX_ATTEMPTS = 12;
/** Upper bound of the random pause before attempt n+1 grows by this much per attempt, so collided writers spread out. */
const BACKOFF_STEP_MS = 5;

/**
 * The one command handler of every write (HTTP routes and workers alike): read, fold, decide, append with
 * the revision read. Without an expected revision a concurrent write simply re-runs the decision on fresh
 * state after a short random pause (the rules are checked again, so nothing is silently overwritten; many
 * writers of one stream take turns instead of failing together); with one, the caller asked to act
 * on exactly what it saw, so any difference is a CommandConflictError.
 */
export async function handleCommand<C, E, S>(
  store: EventStore,
  stream: string,
  aggregate: CommandAggregate<C, E, S>,
  command: C | ((state: S) => C),
  metadata: EventMetadata,
  options: HandleOptions<S> = {},
): Promise<CommandResult<E, S>> {
  const load = loader<C, E, S>(options);
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = attempt === 1 && options.loaded ? options.loaded : await load(store, stream, aggregate);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) throw new CommandConflictError(stream);
    const resolved = typeof command === 'function' ? (command as (state: S) => C)(state) : command;
    const events = aggregate.decider.decide(resolved, state);
    if (events.length === 0) return { events, state, revision, position: undefined };
    try {
      const encoded = events.map((event) => aggregate.codec.encode(event));
      const result = await appendCommandEvents(store, stream, encoded, metadata, revision ?? 'no_stream');
      const next = events.reduce((s, e) => aggregate.decider.evolve(s, e), state);
      options.cache?.set(stream, { state: next, revision: result.nextExpectedRevision });
      return { events, state: next, revision: result.nextExpectedRevision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined || attempt >= MAX_ATTEMPTS) throw new CommandConflictError(stream);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_STEP_MS * attempt));
    }
  }
}
