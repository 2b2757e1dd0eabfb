import { PostgresSignalRelay } from './postgres-relay';
import type { SignalRelay } from './port';
import { RedisSignalRelay } from './redis-relay';

/** Redis pub/sub when REDIS_URL is set (the production profile), else PostgreSQL LISTEN/NOTIFY on the local database. */
export function openSignalRelay(env: { REDIS_URL?: string | undefined; databaseUrl?: string | undefined }): SignalRelay {
  if (env.REDIS_URL) return new RedisSignalRelay(env.REDIS_URL);
  if (env.databaseUrl) return new PostgresSignalRelay(env.databaseUrl);
  throw new Error('Set REDIS_URL or DATABASE_URL: live signalling needs a shared relay.');
}
