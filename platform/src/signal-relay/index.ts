export * from './port';
export * from './postgres-relay';
export * from './redis-relay';
export * from './open-signal-relay';
