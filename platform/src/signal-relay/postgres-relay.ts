import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { ChannelFanOut, type SignalRelay } from './port';

/** The one PostgreSQL notification channel; the relay's channel travels inside the payload. */
const PG_CHANNEL = 'fleetcheck_signal';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more. */
export const PG_NOTIFY_MAX_BYTES = 7_999;
/**
 * Characters of a larger payload per notification: JSON writes one character in at most 6 bytes (\u escapes), so
 * a part with its envelope stays under the limit whatever the text.
 */
const PART_CHARS = 1_000;
/** Messages being put together at once; an older one (its listener lost the connection midway) is let go. */
const PARTIAL_KEEP = 64;

/** One notification: a whole message, or one part of a larger one (its parts are sent in one transaction). */
type Notified = { channel: string; message: unknown } | { part: { id: string; index: number; count: number }; text: string };

/** A serialised message as notifications under PostgreSQL's limit: itself, or its parts in order. */
export function notificationPayloads(payload: string): string[] {
  if (Buffer.byteLength(payload) <= PG_NOTIFY_MAX_BYTES) return [payload];
  const id = randomUUID();
  const count = Math.ceil(payload.length / PART_CHARS);
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({ part: { id, index, count }, text: payload.slice(index * PART_CHARS, (index + 1) * PART_CHARS) } satisfies Notified),
  );
}

/**
 * The relay in the local profile: PostgreSQL LISTEN/NOTIFY on the shared database. One listening connection per
 * process; publishing goes through a small pool. A message over NOTIFY's 8000 bytes (an SDP offer may be 20,000
 * characters) goes as parts in one transaction: PostgreSQL delivers them together at its commit, in order, or none.
 */
export class PostgresSignalRelay implements SignalRelay {
  private readonly pool: pg.Pool;
  private readonly fanOut = new ChannelFanOut();
  private listener: Promise<pg.Client> | undefined;
  /** The parts heard so far of larger messages, by message. */
  private readonly partial = new Map<string, string[]>();

  constructor(url: string) {
    this.pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'fleetcheck-signal' });
  }

  private listen(): Promise<pg.Client> {
    this.listener ??= (async () => {
      const client = new pg.Client({ connectionString: this.pool.options.connectionString, application_name: 'fleetcheck-signal-listen' });
      client.on('notification', (notification) => {
        if (notification.channel !== PG_CHANNEL || !notification.payload) return;
        const whole = this.assemble(JSON.parse(notification.payload) as Notified);
        if (whole) this.fanOut.deliver(whole.channel, whole.message);
      });
      // A lost listening connection listens again on the next subscribe.
      client.on('error', () => (this.listener = undefined));
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
      return client;
    })();
    return this.listener;
  }

  /** The message a notification completes, if it does (a whole one, or the last part of a larger one). */
  private assemble(notified: Notified): { channel: string; message: unknown } | undefined {
    if (!('part' in notified)) return notified;
    const { id, index, count } = notified.part;
    const parts = this.partial.get(id) ?? [];
    if (!this.partial.has(id)) {
      this.partial.set(id, parts);
      if (this.partial.size > PARTIAL_KEEP) this.partial.delete(this.partial.keys().next().value!);
    }
    parts[index] = notified.text;
    if (parts.filter((part) => part !== undefined).length < count) return undefined;
    this.partial.delete(id);
    return JSON.parse(parts.join('')) as { channel: string; message: unknown };
  }

  async publish(channel: string, message: unknown): Promise<void> {
    const payloads = notificationPayloads(JSON.stringify({ channel, message }));
    if (payloads.length === 1) {
      await this.pool.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payloads[0]]);
      return;
    }
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      for (const payload of payloads) await client.query('SELECT pg_notify($1, $2)', [PG_CHANNEL, payload]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
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
