import { createPostgresQueueBackend, createRedisQueueBackend } from './bullmq-backend';
import type { QueueBackend } from './port';

export interface QueueConfig {
  /** Set: BullMQ on Redis (production profile). */
  REDIS_URL?: string | undefined;
  /** The local profile's PostgreSQL (DATABASE_URL, or the embedded server's URL). */
  databaseUrl?: string | undefined;
  /** Redis key prefix or PostgreSQL schema, to keep environments (and tests) apart. */
  namespace?: string;
}

/** Chooses the queue backend by configuration only: Redis when REDIS_URL is set, otherwise PostgreSQL. */
export function createQueueBackend(config: QueueConfig): QueueBackend {
  if (config.REDIS_URL) return createRedisQueueBackend({ url: config.REDIS_URL, prefix: config.namespace });
  if (config.databaseUrl) return createPostgresQueueBackend({ url: config.databaseUrl, schema: config.namespace });
  throw new Error('No queue backend configured: set REDIS_URL, or pass the local PostgreSQL URL');
}
