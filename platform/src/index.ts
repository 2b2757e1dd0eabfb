export * from './config/env';
export * from './event-store/port';
export * from './logging/logger';
export * from './readiness';
export * from './event-store/postgres/postgres-event-store';
export * from './event-store/eventstoredb/eventstoredb-event-store';
export * from './postgres';
export * from './read-store';
