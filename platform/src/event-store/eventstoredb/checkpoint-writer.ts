/**
 * Stores a durable subscriber's position without an append per event: after `BATCH` handled events, at most
 * `INTERVAL_MS` after the first unstored one, and on stop. A crash redelivers what was handled since the last
 * store, which the port allows (handlers are idempotent).
 */
export const CHECKPOINT_BATCH = 500;
export const CHECKPOINT_INTERVAL_MS = 1_000;

export class CheckpointWriter {
  private pending: bigint | undefined;
  private sinceStored = 0;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private failure: unknown;

  constructor(private readonly store: (position: bigint) => Promise<void>) {}

  /** Records a handled event; rejects when an earlier background store failed. */
  async handled(position: bigint): Promise<void> {
    if (this.failure !== undefined) throw this.failure;
    this.pending = position;
    this.sinceStored++;
    if (this.sinceStored >= CHECKPOINT_BATCH) await this.flush();
    else this.timer ??= setTimeout(() => void this.flush().catch((error: unknown) => (this.failure = error)), CHECKPOINT_INTERVAL_MS);
  }

  /**
   * Records a position the server's filter passed with no event of the subscriber after the last handled one:
   * stored as a handled one is (by interval or batch), never before an earlier pending one.
   */
  passed(position: bigint): Promise<void> {
    if (this.pending !== undefined && position <= this.pending) return Promise.resolve();
    return this.handled(position);
  }

  /** Stores the last handled position now (if any is unstored) and waits for it. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const position = this.pending;
    this.pending = undefined;
    this.sinceStored = 0;
    if (position !== undefined) this.writing = this.writing.then(() => this.store(position));
    return this.writing;
  }
}
