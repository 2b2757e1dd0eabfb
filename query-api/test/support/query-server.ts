import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import { SignJWT } from 'jose';
import { PostgresReadStore, createPostgresEventStore, type EventStore } from '@fleetcheck/platform';
import { createTestDatabase, type TestDatabase } from '@fleetcheck/platform/testing';

/** The query API's tests: one test database with the read store and the event store on it, and the API served over HTTP. */
export interface QueryStores {
  db: TestDatabase;
  readStore: PostgresReadStore;
  events: EventStore;
  /** Closes both stores and drops the database. */
  close(): Promise<void>;
}

export async function openQueryStores(name: string, options: { poolSize?: number } = {}): Promise<QueryStores> {
  const db = await createTestDatabase(name);
  const readStore = new PostgresReadStore({ url: db.url });
  const events = await createPostgresEventStore(db.url, options.poolSize ? { poolSize: options.poolSize } : undefined);
  return {
    db,
    readStore,
    events,
    close: async () => {
      await events.close();
      await readStore.close();
      await db.drop();
    },
  };
}

export interface ServedApi {
  /** http://127.0.0.1:<port> */
  origin: string;
  /** The origin with /api/v1, where the API is mounted. */
  base: string;
  close(): Promise<void>;
}

/** Serves `api` under /api/v1 (and whatever `mount` adds besides) on a free local port. */
export async function serveQueryApi(api: RequestHandler, mount?: (app: express.Express) => void): Promise<ServedApi> {
  const app = express();
  app.use('/api/v1', api);
  mount?.(app);
  const server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, base: `${origin}/api/v1`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/**
 * Signs access tokens as command-api does (HS256 with `secret`, issuer fleetcheck): issued at `clock`'s now
 * (the real one when none is given) and valid five minutes from then.
 */
export function tokenSigner(secret: string, clock: { now(): Date } = { now: () => new Date() }) {
  const key = new TextEncoder().encode(secret);
  return (subject: string, claims: Record<string, unknown>, audience = 'fleetcheck:dashboard'): Promise<string> => {
    const now = Math.floor(clock.now().getTime() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('fleetcheck')
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(now)
      .setExpirationTime(now + 300)
      .sign(key);
  };
}
