import type { EventFilter, RecordedEvent } from '../port';
import type { Wakeup } from '../wakeup';

/** What one read of the log after a position answers (see PostgresEventStore.readAfter). */
export interface TailRead {
  events: RecordedEvent[];
  /** Everything up to here that will ever exist was read (a full batch: its last event; else below the visibility limit). */
  through: bigint | undefined;
  /** The newest committed position, possibly above what the read could see. */
  newest: bigint;
}

/** Events kept for subscriptions that are caught up; one that falls further behind reads the log itself. */
const KEPT_EVENTS = 5_000;
/**
 * How long a read answers the subscriptions signalled before it began: they all wake on the same notification
 * and ask within milliseconds. Later asks (a safety poll after a lost notification) read again.
 */
const SHARED_FOR_MS = 50;

/**
 * The newest stretch of the log, read once for every live subscription of this process: after an append's
 * notification each subscription would otherwise read the same few events with a query of its own (the
 * projections, the workers' reactors, the session and subscription views: seven reads per append). Answers
 * are as exact as the subscriptions' own reads: the stretch is what unfiltered reads answered (a prefix of
 * the log up to `through`), filtered here as the query would have filtered it, and a subscription is only
 * answered from it by a read that began after the call, or one that began after the subscription's signal,
 * moments ago, with no committed event hidden from it and no batch left unread.
 */
export class SharedTail {
  /** Everything in (start, through] is in `events`, in order. Undefined until the first call. */
  private start: bigint | undefined;
  private through: bigint | undefined;
  private events: RecordedEvent[] = [];
  /** Of the last read: the newest committed position, and the wakeup generation, call number and time it began at. */
  private newest = 0n;
  private readGeneration = -1;
  private readCall = -1;
  private readAt = 0;
  private calls = 0;
  private reading: Promise<void> | undefined;

  constructor(
    private readonly read: (after: bigint | undefined, maxCount: number) => Promise<TailRead>,
    private readonly wakeup: Wakeup,
    private readonly batchSize: number,
  ) {}

  /** Up to `maxCount` events after `after` matching `filter`; undefined when this subscription must read the log itself. */
  async readAfter(after: bigint | undefined, maxCount: number, filter: EventFilter | undefined): Promise<TailRead | undefined> {
    if (after === undefined) return undefined;
    const generation = this.wakeup.current;
    const call = ++this.calls;
    if (this.start === undefined) this.start = this.through = after;
    if (after < this.start) return undefined;
    while (!this.answers(generation, call)) await (this.reading ??= this.readNext().finally(() => (this.reading = undefined)));
    if (after < this.start || this.through === undefined || after > this.through) return undefined;
    return this.slice(after, maxCount, filter);
  }

  /** Whether the stretch holds what a read of the subscription's own, made now, would answer. */
  private answers(generation: number, call: number): boolean {
    if (this.reading) return false;
    if (this.readCall >= call) return true;
    const behind = this.through === undefined || this.newest > this.through;
    return !behind && this.readGeneration >= generation && Date.now() - this.readAt < SHARED_FOR_MS;
  }

  private async readNext(): Promise<void> {
    const [generation, call, at] = [this.wakeup.current, this.calls, Date.now()];
    const read = await this.read(this.through, this.batchSize);
    this.events.push(...read.events);
    if (read.through !== undefined && (this.through === undefined || read.through > this.through)) this.through = read.through;
    this.newest = read.newest;
    [this.readGeneration, this.readCall, this.readAt] = [generation, call, at];
    this.trim();
  }

  private trim(): void {
    const excess = this.events.length - KEPT_EVENTS;
    if (excess <= 0) return;
    this.start = this.events[excess - 1]!.position;
    this.events = this.events.slice(excess);
  }

  private slice(after: bigint, maxCount: number, filter: EventFilter | undefined): TailRead {
    const events: RecordedEvent[] = [];
    for (let i = this.firstAfter(after); i < this.events.length && events.length < maxCount; i++) {
      const event = this.events[i]!;
      if (matches(event, filter)) events.push(event);
    }
    const full = events.length >= maxCount;
    return { events, through: full ? events.at(-1)!.position : this.through, newest: this.newest };
  }

  /** Index of the first kept event after `position` (binary search: positions ascend). */
  private firstAfter(position: bigint): number {
    let [low, high] = [0, this.events.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.events[middle]!.position <= position) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

/** The filter as filterClause (./rows) puts it in SQL: every named condition holds. */
function matches(event: RecordedEvent, filter: EventFilter | undefined): boolean {
  if (filter?.eventTypes && !filter.eventTypes.includes(event.type)) return false;
  if (filter?.streamPrefixes && !filter.streamPrefixes.some((prefix) => event.streamName.startsWith(prefix))) return false;
  return true;
}
