import type { EventStore, RecordedEvent } from './port';

/**
 * An in-memory view folded from some event types of the store and kept current by a subscription: for what
 * every request must check (who is signed in) and a read model's round trip would cost too much. The view
 * is never stale for this process's own writes: an append through `noticingAppends` is waited for before
 * the view is handed out again.
 */
export interface LiveFoldSpec<View> {
  /** One fold per store and name: in one process both APIs share it. */
  name: string;
  /** Every event type of the streams it folds (an append to them is then always one the fold receives). */
  eventTypes: readonly string[];
  create(): View;
  /** Called once per event, in global order. */
  apply(view: View, event: RecordedEvent): void;
}

export interface LiveFold<View> {
  /** The view, once it holds every event stored when it started and every one this process appended since. */
  current(): Promise<View>;
  /**
   * Whether `test` holds on the view; when it does not, it is asked again once the view holds everything
   * stored by now (one read of what is newer), so a check never fails only because a notification is late
   * (a session another process started a moment ago).
   */
  holds(test: (view: View) => boolean): Promise<boolean>;
}

/**
 * How long a request waits for the view to reach an append of this process before failing. Normally a
 * notification brings it in milliseconds; a lost one costs the store's safety poll (5 s), so this is longer.
 */
const OWN_APPEND_WAIT_MS = 10_000;
const CATCH_UP_BATCH = 1000;
/** Pause before following again after the live subscription failed; after this many failures in a row, the fold fails. */
export const FOLD_RESUBSCRIBE_MS = 500;
const FOLD_RESUBSCRIBE_ATTEMPTS = 20;

class StoreFold<View> implements LiveFold<View> {
  private readonly view: View;
  /** Of the last event folded; undefined before the first. */
  private position: bigint | undefined;
  private ownAppends: bigint | undefined;
  private failure: unknown;
  private waiters: { position: bigint; resolve: () => void; reject: (error: unknown) => void }[] = [];
  private readonly caughtUp: Promise<void>;
  private rereading: Promise<void> | undefined;
  private failuresInARow = 0;

  constructor(
    private readonly store: EventStore,
    private readonly spec: LiveFoldSpec<View>,
    private readonly onFailure: () => void,
  ) {
    this.view = spec.create();
    this.caughtUp = this.start();
    this.caughtUp.catch((error: unknown) => this.fail(error));
  }

  /** Reads what is there, then follows live strictly after it: nothing in between is missed. */
  private async start(): Promise<void> {
    await this.readStored();
    this.follow();
  }

  /**
   * A live subscription ends only when the store closes (done resolves) or fails. After a failure (a leader
   * change, a dropped connection) the view is kept and followed again strictly after its last event: never a read
   * of the log from the beginning, which on EventStoreDB is a scan of all of `$all` that blocks sign-in meanwhile.
   * Only a store that keeps failing drops the fold.
   */
  private follow(): void {
    const filter = { eventTypes: this.spec.eventTypes };
    const live = this.store.subscribeToAll(async (event) => this.handle(event), { filter, after: this.position });
    live.done.catch((error: unknown) => {
      if (++this.failuresInARow >= FOLD_RESUBSCRIBE_ATTEMPTS) return this.fail(error);
      setTimeout(() => this.follow(), FOLD_RESUBSCRIBE_MS).unref();
    });
  }

  /**
   * Folds every stored event newer than the view. The live subscription may deliver the same events too:
   * both apply in order and a batch is applied without yielding, so `handle`'s position guard keeps each once.
   */
  private async readStored(): Promise<void> {
    const filter = { eventTypes: this.spec.eventTypes };
    for (;;) {
      const batch = await this.store.readAll({ after: this.position, maxCount: CATCH_UP_BATCH, filter });
      for (const event of batch) this.handle(event);
      if (batch.length < CATCH_UP_BATCH) return;
    }
  }

  private handle(event: RecordedEvent): void {
    const { position } = event;
    if (this.position !== undefined && position <= this.position) return;
    this.spec.apply(this.view, event);
    this.position = position;
    this.failuresInARow = 0;
    const reached = this.waiters.filter((waiter) => waiter.position <= position);
    this.waiters = this.waiters.filter((waiter) => waiter.position > position);
    for (const waiter of reached) waiter.resolve();
  }

  private fail(error: unknown): void {
    this.failure = error;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
    this.onFailure();
  }

  noteAppended(position: bigint): void {
    if (this.ownAppends === undefined || position > this.ownAppends) this.ownAppends = position;
  }

  async current(): Promise<View> {
    await this.caughtUp;
    if (this.failure) throw this.failure;
    const target = this.ownAppends;
    if (target !== undefined && (this.position === undefined || this.position < target)) await this.reach(target);
    return this.view;
  }

  async holds(test: (view: View) => boolean): Promise<boolean> {
    if (test(await this.current())) return true;
    // Checks failing at the same time share one read (ESDB filters $all reads on our side: not free). A read
    // already under way may have started before what this check needs was stored: then one more is made.
    const underWay = this.rereading;
    if (underWay) {
      await underWay;
      if (test(this.view)) return true;
    }
    this.rereading ??= this.readStored()
      .catch((error: unknown) => {
        this.fail(error);
        throw error;
      })
      .finally(() => (this.rereading = undefined));
    await this.rereading;
    return test(this.view);
  }

  private reach(position: bigint): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.spec.name} did not reach position ${position}`)), OWN_APPEND_WAIT_MS);
      const settle = (then: () => void) => () => {
        clearTimeout(timer);
        then();
      };
      this.waiters.push({ position, resolve: settle(resolve), reject: (error) => settle(() => reject(error))() });
    });
  }
}

const folds = new WeakMap<EventStore, Map<string, StoreFold<unknown>>>();

/**
 * The fold named `spec.name` over `store`, started on first use. It stops with the store (the store stops
 * its subscriptions on close); after a failure the next call starts a new one.
 */
export function liveFold<View>(store: EventStore, spec: LiveFoldSpec<View>): LiveFold<View> {
  return foldOf(store, spec);
}

function foldOf<View>(store: EventStore, spec: LiveFoldSpec<View>): StoreFold<View> {
  let byName = folds.get(store);
  if (!byName) folds.set(store, (byName = new Map()));
  const existing = byName.get(spec.name) as StoreFold<View> | undefined;
  if (existing) return existing;
  const created: StoreFold<View> = new StoreFold(store, spec, () => {
    if (byName.get(spec.name) === created) byName.delete(spec.name);
  });
  byName.set(spec.name, created as StoreFold<unknown>);
  return created;
}

/**
 * The store as seen by a process that also reads the folds of `specs`: after it appends one of a fold's events,
 * that fold is handed out only once it holds that event (a logout is refused at once by the same process).
 */
export function noticingAppends(store: EventStore, ...specs: LiveFoldSpec<unknown>[]): EventStore {
  const typed = specs.map((spec) => ({ spec, types: new Set(spec.eventTypes) }));
  return {
    async appendToStream(stream, events, expectedRevision) {
      const result = await store.appendToStream(stream, events, expectedRevision);
      for (const { spec, types } of typed)
        if (events.some((event) => types.has(event.type))) foldOf(store, spec).noteAppended(result.position);
      return result;
    },
    readStream: (stream, options) => store.readStream(stream, options),
    readStreams: (streams) => store.readStreams(streams),
    readAll: (options) => store.readAll(options),
    headPosition: () => store.headPosition(),
    subscribeToAll: (handler, options) => store.subscribeToAll(handler, options),
    subscribeWithCheckpoint: (subscriberId, handler, options) => store.subscribeWithCheckpoint(subscriberId, handler, options),
    readCheckpoint: (subscriberId) => store.readCheckpoint(subscriberId),
    close: () => store.close(),
  };
}
