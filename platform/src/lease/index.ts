export * from './port';
export * from './leader';
export { PostgresLeaseStore } from './postgres-lease';
export { RedisLeaseStore, REDIS_LEASE_TTL_MS } from './redis-lease';
export { openLeaseStore } from './open-lease-store';
