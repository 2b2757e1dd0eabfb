import type pg from 'pg';
import { APPENDED_CHANNEL } from './schema';

/**
 * Tells listeners, after commit, that events exist up to a position. Outside the append's transaction (a
 * NOTIFY inside it would take the server's commit-time notify lock and serialise every append), and
 * debounced: while one notification is being sent, newer appends only raise the position the next one carries.
 * A lost notification costs a subscriber at most its safety poll.
 */
const GATHER_MS = 1;

export class AppendNotifier {
  private pending: bigint | undefined;
  private sending: Promise<void> | undefined;

  constructor(private readonly pool: pg.Pool) {}

  appended(position: bigint): void {
    if (this.pending === undefined || position > this.pending) this.pending = position;
    this.sending ??= this.send();
  }

  private async send(): Promise<void> {
    // A short window gathers the appends of busy writers into one notification; a subscriber waits at most this.
    await new Promise((resolve) => setTimeout(resolve, GATHER_MS));
    while (this.pending !== undefined) {
      const position = this.pending;
      this.pending = undefined;
      await this.pool.query('SELECT pg_notify($1, $2)', [APPENDED_CHANNEL, position.toString()]).catch(() => undefined);
    }
    this.sending = undefined;
  }

  /** Waits for the notification in flight (before the pool closes). */
  async drain(): Promise<void> {
    await this.sending;
  }
}
