export * from './port';
export { defineCollection, assertFieldPath } from './definition';
export { PostgresReadStore, type PostgresReadStoreOptions } from './postgres/postgres-read-store';
export { MongoReadStore, type MongoReadStoreOptions } from './mongo/mongo-read-store';
export { checkpointsReached } from './checkpoints-reached';
export { EXPORT_PAGE, pagesOf } from './pages';
