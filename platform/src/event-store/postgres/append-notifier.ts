import type pg from 'pg';
import type { Wakeup } from '../wakeup';
import { APPENDED_CHANNEL } from './schema';

/**
 * Tells subscribers, after commit, that events exist up to a position. This store's own subscriptions are woken
 * at once. Other processes hear a NOTIFY sent outside the append's transaction (inside it, NOTIFY would take the
 * server's commit-time notify lock and serialise every append), and at most one every THROTTLE_MS: the first
 * append after a quiet spell is announced at once, those of a busy spell together at the end of the interval,
 * carrying the newest position. A notification costs the server more than an append (it wakes the backend of
 * every listening process), so one per append cost a lone writer a third of its throughput. A lost notification
 * costs a subscriber at most its safety poll.
 */
const THROTTLE_MS = 10;

export class AppendNotifier {
  private pending: bigint | undefined;
  private sending: Promise<void> | undefined;
  private lastSentAt = -Infinity;

  constructor(
    private readonly pool: pg.Pool,
    private readonly local: Wakeup,
  ) {}

  appended(position: bigint): void {
    this.local.notify();
    if (this.pending === undefined || position > this.pending) this.pending = position;
    this.sending ??= this.send();
  }

  private async send(): Promise<void> {
    while (this.pending !== undefined) {
      const waitMs = this.lastSentAt + THROTTLE_MS - performance.now();
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      const position = this.pending;
      this.pending = undefined;
      this.lastSentAt = performance.now();
      await this.pool.query('SELECT pg_notify($1, $2)', [APPENDED_CHANNEL, position.toString()]).catch(() => undefined);
    }
    this.sending = undefined;
  }

  /** Waits for the notifications in flight (before the pool closes). */
  async drain(): Promise<void> {
    await this.sending;
  }
}
