import { WrongExpectedRevisionError, type EventStore } from '@fleetcheck/platform';
import type { EventMetadata } from '@fleetcheck/contracts';
import { conflict, type Aggregate } from '@fleetcheck/domain';

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

export async function loadStream<C, E, S>(store: EventStore, stream: string, aggregate: Aggregate<C, E, S>): Promise<LoadedStream<S>> {
  const recorded = await store.readStream(stream);
  let state = aggregate.decider.initialState();
  for (const event of recorded)
    state = aggregate.decider.evolve(state, aggregate.codec.decode(event.type, event.schemaVersion, event.data));
  return { state, revision: recorded.at(-1)?.revision };
}

export interface HandleOptions {
  /** The revision the client saw (If-Match). A different current revision is a 412 before deciding. */
  expectedRevision?: bigint;
}

const MAX_ATTEMPTS = 12;
/** Upper bound of the random pause before attempt n+1 grows by this much per attempt, so collided writers spread out. */
const BACKOFF_STEP_MS = 5;

/**
 * Read, fold, decide, append with the revision read. Without If-Match a concurrent write simply re-runs
 * the decision on fresh state after a short random pause (the rules are checked again, so nothing is silently
 * overwritten; many writers of one stream take turns instead of failing together); with If-Match the client
 * asked to act on exactly what it saw, so any difference is a 412.
 */
export async function handleCommand<C, E, S>(
  store: EventStore,
  stream: string,
  aggregate: Aggregate<C, E, S>,
  command: C | ((state: S) => C),
  metadata: EventMetadata,
  options: HandleOptions = {},
): Promise<CommandResult<E, S>> {
  for (let attempt = 1; ; attempt++) {
    const { state, revision } = await loadStream(store, stream, aggregate);
    if (options.expectedRevision !== undefined && options.expectedRevision !== revision) throw conflict();
    const resolved = typeof command === 'function' ? (command as (state: S) => C)(state) : command;
    const events = aggregate.decider.decide(resolved, state);
    if (events.length === 0) return { events, state, revision, position: undefined };
    try {
      const result = await store.appendToStream(
        stream,
        events.map((event) => ({ ...aggregate.codec.encode(event), metadata })),
        revision ?? 'no_stream',
      );
      const next = events.reduce((s, e) => aggregate.decider.evolve(s, e), state);
      return { events, state: next, revision: result.nextExpectedRevision, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (options.expectedRevision !== undefined || attempt >= MAX_ATTEMPTS) throw conflict();
      await new Promise((resolve) => setTimeout(resolve, Math.random() * BACKOFF_STEP_MS * attempt));
    }
  }
}
