import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pingRedis } from '../../src/queue';
import { PG_NOTIFY_MAX_BYTES, PostgresSignalRelay, RedisSignalRelay, notificationPayloads, type SignalRelay } from '../../src/signal-relay';
import { createTestDatabase, serviceAvailable, type TestDatabase } from '../../src/testing';

/* Issue 35: a live call's signalling crosses processes through the relay, in both profiles' stores. */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await serviceAvailable('redis', 'Redis signal relay', () => pingRedis(redisUrl), 'Start Redis or set REDIS_URL.');

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase('fc_signal');
});
afterAll(async () => {
  await db?.drop();
});

/** The messages a subscriber got, and a promise for the nth. */
function inbox() {
  const got: unknown[] = [];
  const waiting: { count: number; resolve: () => void }[] = [];
  return {
    got,
    push(message: unknown) {
      got.push(message);
      for (const w of waiting.filter((w) => got.length >= w.count)) w.resolve();
    },
    until: (count: number) => new Promise<void>((resolve) => (got.length >= count ? resolve() : waiting.push({ count, resolve }))),
  };
}

function relays(kind: string, open: () => SignalRelay) {
  it(`${kind}: a message published in one process reaches the channel's subscribers in another, in order, and no other channel`, async () => {
    const [a, b] = [open(), open()];
    try {
      const call = `call:${randomUUID()}`;
      const other = `call:${randomUUID()}`;
      const inB = inbox();
      const inOther = inbox();
      const inA = inbox();
      await b.subscribe(call, (m) => inB.push(m));
      await b.subscribe(other, (m) => inOther.push(m));
      const stopA = await a.subscribe(call, (m) => inA.push(m));
      const offer = { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n'.repeat(40) };
      await a.publish(call, offer);
      await a.publish(call, { type: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } });
      await inB.until(2);
      await inA.until(2);
      expect(inB.got).toEqual([offer, { type: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 10.0.0.1 5000 typ host' } }]);
      await stopA();
      await b.publish(call, { type: 'bye' });
      await inB.until(3);
      expect(inB.got.at(-1)).toEqual({ type: 'bye' });
      // The unsubscribed listener got no more; the other channel got nothing.
      expect(inA.got).toHaveLength(2);
      expect(inOther.got).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
}

describe('PostgreSQL LISTEN/NOTIFY relay', () => {
  relays('PostgreSQL', () => new PostgresSignalRelay(db.url));

  it("relays a message over NOTIFY's 8000 bytes whole, between two smaller ones, in order", async () => {
    const [a, b] = [new PostgresSignalRelay(db.url), new PostgresSignalRelay(db.url)];
    try {
      const call = `call:${randomUUID()}`;
      const inB = inbox();
      await b.subscribe(call, (m) => inB.push(m));
      // An SDP offer of 20,000 characters (the most a signal may carry), with quotes, line breaks and Japanese that
      // JSON writes longer than they are: far over the limit once serialised.
      const sdp = `v=0\r\na="引用"\\`.repeat(1_000).slice(0, 20_000);
      const offer = { type: 'offer', sdp };
      expect(Buffer.byteLength(JSON.stringify({ channel: call, message: offer }))).toBeGreaterThan(PG_NOTIFY_MAX_BYTES);
      await a.publish(call, { type: 'first' });
      await a.publish(call, offer);
      await a.publish(call, { type: 'last' });
      await inB.until(3);
      expect(inB.got).toEqual([{ type: 'first' }, offer, { type: 'last' }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('splits a large payload into notifications each under the limit, whatever characters it holds', () => {
    for (const text of ['a'.repeat(30_000), '"'.repeat(30_000), '\u0001'.repeat(30_000), '酒'.repeat(30_000), '😀'.repeat(15_000)]) {
      const payload = JSON.stringify({ channel: 'c', message: text });
      const parts = notificationPayloads(payload);
      expect(parts.length).toBeGreaterThan(1);
      for (const part of parts) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(PG_NOTIFY_MAX_BYTES);
      expect(parts.map((part) => (JSON.parse(part) as { text: string }).text).join('')).toBe(payload);
    }
    expect(notificationPayloads('{"channel":"c","message":1}')).toEqual(['{"channel":"c","message":1}']);
  });
});

describe.skipIf(!redisUp)('Redis pub/sub relay', () => {
  const prefix = `fleetcheck-test:${randomUUID()}:`;
  relays('Redis', () => new RedisSignalRelay(redisUrl, prefix));
});
