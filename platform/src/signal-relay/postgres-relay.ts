import pg from 'pg';
import { ChannelFanOut, type SignalRelay } from './port';

/** The one PostgreSQL notification channel; the relay's channel travels inside the payload. */
const PG_CHANNEL = 'fleetcheck_signal';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const PG_NOTIFY_MAX_BYTES = 7_999;

/**
 * The relay in the local profile: PostgreSQL LISTEN/NOTIFY on the shared database. One listening connection per
 * process; publishing goes through a small pool.
 */
export class PostgresSignalRelay implements SignalRelay {
  private readonly pool: pg.Pool;
  private readonly fanOut = new ChannelFanOut();
  private listener: Promise<pg.Client> | undefined;

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'fleetcheck-signal' });
  }

  private listen(): Promise<pg.Client> {
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.pool.options.connectionString, application_name: 'fleetcheck-signal-listen' });
      client.on('notification', (notification) => {
        if (notification.channel !== PG_CHANNEL || !notification.payload) return;
        const { channel, message } = JSON.parse(notification.payload) as { channel: string; message: unknown };
        this.fanOut.deliver(channel, message);
      });
      // A lost listening connection listens again on the next subscribe.
      client.on('error', () => (this.listener = undefined));
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      return client;
    })();
    return this.listener;
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const payload = JSON.stringify({ channel, message });
    if (Buffer.byteLength(payload) > PG_NOTIFY_MAX_BYTES)
      throw new Error(`signal too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
    await this.pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
  }

  async subscribe(channel: string, onMessage: (message: unknown) => void): Promise<() => Promise<void>> {
    await this.listen();
    const { remove } = this.fanOut.add(channel, onMessage);
    return async () => void remove();
  }

  async close(): Promise<void> {
    const listener = this.listener;
    this.listener = undefined;
    await Promise.all([listener?.then((client) => client.end()).catch(() => undefined), this.pool.end().catch(() => undefined)]);
  }
}
