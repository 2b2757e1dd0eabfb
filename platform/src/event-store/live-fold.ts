import { createHash } from 'node:crypto';
import type { Logger } from '../logging/logger';
import type { FoldSnapshotStore } from './fold-snapshot-store';
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
  /**
   * How the view is stored and loaded again, so that a process starting (or a fold started again after it failed)
   * reads only the events after its snapshot (see `keepFoldSnapshots`). Raise `version` whenever `apply` or the
   * view's shape changes: a snapshot of another version, or of another list of event types, is ignored.
   */
  snapshot?: FoldSnapshotSpec<View>;
}

export interface FoldSnapshotSpec<View> {
  version: number;
  /** The view as plain JSON data (the fold serialises it at once: the view may change after this returns). */
  save(view: View): unknown;
  load(state: unknown): View;
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

/** How often `keepFoldSnapshots` stores the folds that moved on since their last snapshot. */
export const FOLD_SNAPSHOT_EVERY_MS = 5 * 60_000;

/** The version a snapshot is stored under: the spec's own and its event types (a fold of other types starts over). */
export function snapshotVersion(spec: LiveFoldSpec<never> | LiveFoldSpec<unknown>): string | undefined {
  if (!spec.snapshot) return undefined;
  const types = createHash('sha256')
    .update([...spec.eventTypes].sort().join('\n'))
    .digest('hex')
    .slice(0, 16);
  return `${spec.snapshot.version}/${types}`;
}

interface SnapshotHome {
  store: FoldSnapshotStore;
  logger: Logger | undefined;
}

class StoreFold<View> implements LiveFold<View> {
  private view: View;
  /** Of the last event folded; undefined before the first. */
  private position: bigint | undefined;
  /** Of the last snapshot stored or loaded. */
  private snapshotAt: bigint | undefined;
  private saving: Promise<void> = Promise.resolve();
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
    private readonly snapshots: SnapshotHome | undefined,
  ) {
    this.view = spec.create();
    this.caughtUp = this.start();
    this.caughtUp.catch((error: unknown) => this.fail(error));
  }

  /** Reads what is there, then follows live strictly after it: nothing in between is missed. */
  private async start(): Promise<void> {
    const head = this.snapshots && this.spec.snapshot ? await this.store.headPosition() : undefined;
    await this.restore(head);
    await this.readStored();
    // Every event up to the head was visible to that read: the log is read that far, events of the fold there or
    // not (a snapshot then starts the next process after it, also for a fold whose events are rare).
    if (head !== undefined && head > 0n && (this.position === undefined || this.position < head)) this.position = head;
    this.follow();
  }

  /** Starts from the stored snapshot when there is a usable one: then only the events after it are read. */
  private async restore(head: bigint | undefined): Promise<void> {
    const { snapshot } = this.spec;
    if (!this.snapshots || !snapshot || head === undefined) return;
    try {
      const stored = await this.snapshots.store.load(this.spec.name);
      if (!stored || stored.version !== snapshotVersion(this.spec)) return;
      // A snapshot ahead of the log (an event store restored from an older backup) folded events that are not there.
      if (stored.position > head) return;
      this.view = snapshot.load(JSON.parse(stored.json));
      this.position = stored.position;
      this.snapshotAt = stored.position;
    } catch (error) {
      this.snapshots.logger?.warn({ err: error, fold: this.spec.name }, 'fold snapshot not usable: folding from the beginning');
    }
  }

  /** Stores the view when it moved on since the last snapshot (one save at a time per fold). */
  saveSnapshot(): Promise<void> {
    this.saving = this.saving
      .catch(() => undefined)
      .then(async () => {
        const { snapshot } = this.spec;
        if (!this.snapshots || !snapshot) return;
        const started = await this.caughtUp.then(
          () => true,
          () => false,
        );
        if (!started || this.failure) return;
        // Read up to the head first (what the subscription has not brought yet): the snapshot is then at the head,
        // events of the fold there or not, and the next process reads only what comes after it.
        const head = await this.store.headPosition();
        await this.readStored();
        if (head > 0n && (this.position === undefined || this.position < head)) this.position = head;
        const position = this.position;
        if (this.failure || position === undefined || position === this.snapshotAt) return;
        // Serialised before anything is awaited: the view and its position belong together.
        const json = JSON.stringify(snapshot.save(this.view));
        await this.snapshots.store.save(this.spec.name, { version: snapshotVersion(this.spec)!, position, json });
        this.snapshotAt = position;
      });
    return this.saving;
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
  const created: StoreFold<View> = new StoreFold(
    store,
    spec,
    () => {
      if (byName.get(spec.name) === created) byName.delete(spec.name);
    },
    snapshotHomes.get(store),
  );
  byName.set(spec.name, created as StoreFold<unknown>);
  return created;
}

const snapshotHomes = new WeakMap<EventStore, SnapshotHome>();
const keepers = new WeakMap<EventStore, FoldSnapshotKeeper>();

export interface FoldSnapshotKeeper {
  /** Stores a snapshot of every fold of the store that moved on since its last one. */
  saveAll(): Promise<void>;
  /** Stops the periodic saves and saves once more (call it on a graceful stop, before the event store closes). */
  stop(): Promise<void>;
}

/**
 * Makes the folds over `eventStore` that declare `snapshot` start from their stored snapshot instead of the
 * beginning of the log (a pod start, or a fold started again after failing: never a scan of the whole log), and
 * stores their snapshots every `everyMs` and on `stop`. Call it before the first `liveFold` of the store; calling
 * it again for the same store answers the same keeper.
 */
export function keepFoldSnapshots(
  eventStore: EventStore,
  snapshots: FoldSnapshotStore,
  options: { everyMs?: number; logger?: Logger } = {},
): FoldSnapshotKeeper {
  const existing = keepers.get(eventStore);
  if (existing) return existing;
  const { logger } = options;
  snapshotHomes.set(eventStore, { store: snapshots, logger });
  const saveAll = async () => {
    const running = [...(folds.get(eventStore)?.values() ?? [])];
    await Promise.all(
      running.map((fold) => fold.saveSnapshot().catch((error: unknown) => logger?.warn({ err: error }, 'fold snapshot not stored'))),
    );
  };
  const timer = setInterval(() => void saveAll(), options.everyMs ?? FOLD_SNAPSHOT_EVERY_MS);
  timer.unref();
  const keeper: FoldSnapshotKeeper = {
    saveAll,
    async stop() {
      clearInterval(timer);
      await saveAll();
    },
  };
  keepers.set(eventStore, keeper);
  return keeper;
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
