import type { LeaseStore } from './port';
import { PostgresLeaseStore } from './postgres-lease';
import { RedisLeaseStore } from './redis-lease';

/**
 * The lease store of a service process, in a store its profile already has: the shared PostgreSQL when
 * `DATABASE_URL` is set (a session lock: a dead holder frees it at once), else Redis (production: EventStoreDB
 * and MongoDB have no session locks; a dead holder's key expires after REDIS_LEASE_TTL_MS).
 */
export function openLeaseStore(env: { REDIS_URL?: string; DATABASE_URL?: string }): LeaseStore {
  if (env.DATABASE_URL) return new PostgresLeaseStore(env.DATABASE_URL);
  if (env.REDIS_URL) return new RedisLeaseStore(env.REDIS_URL);
  throw new Error('Set REDIS_URL or DATABASE_URL: leases need a shared store.');
}
