import { PostgresSignalRelay } from './postgres-relay';
import { InMemorySignalRelay, type SignalRelay } from './port';
import { RedisSignalRelay } from './redis-relay';

/**
 * Redis pub/sub when REDIS_URL is set (the production profile), else PostgreSQL LISTEN/NOTIFY on the shared
 * database (the local profile's split processes); with neither, one process relays to itself.
 */
export function openSignalRelay(env: { REDIS_URL?: string | undefined; databaseUrl?: string | undefined }): SignalRelay {
  if (env.REDIS_URL) return new RedisSignalRelay(env.REDIS_URL);
  if (env.databaseUrl) return new PostgresSignalRelay(env.databaseUrl);
  return new InMemorySignalRelay();
}
