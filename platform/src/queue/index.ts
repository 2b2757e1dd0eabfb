export * from './port';
export { createRedisQueueBackend, createPostgresQueueBackend, DEFAULT_RETRY_POLICY } from './bullmq-backend';
export type { RedisQueueOptions, PostgresQueueOptions } from './bullmq-backend';
export * from './factory';
export * from './redis-admin';
export * from './failed-jobs';
export * from './queue-names';
