import pg from 'pg';
import { Wakeup } from '../wakeup';
import { APPENDED_CHANNEL } from './schema';

const RECONNECT_DELAY_MS = 1000;

/**
 * One LISTEN connection per store, shared by all its subscriptions, opened on first use. Appends notify
 * after their commit, so a notification means "committed events exist after some position" (readable once
 * older transactions have ended: see VISIBLE_LIMIT).
 * While the connection is down, subscribers fall back to their safety poll; on reconnect everyone is woken
 * because notifications sent in between are lost.
 */
export class AppendListener {
  readonly wakeup = new Wakeup();
  private client: pg.Client | undefined;
  private connecting: Promise<void> | undefined;
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;

  constructor(private readonly url: string) {}

  ready(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.connecting ??= this.connect();
    return this.connecting;
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', () => this.wakeup.notify());
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${APPENDED_CHANNEL}`);
    } catch (error) {
      this.connecting = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.wakeup.notify();
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    this.connecting = undefined;
    this.wakeup.notify();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed) return;
    this.reconnectTimer = setTimeout(() => {
      this.ready().catch(() => this.scheduleReconnect());
    }, RECONNECT_DELAY_MS);
  }

  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    await this.connecting?.catch(() => undefined);
    await client?.end().catch(() => undefined);
  }
}
