export * from './config/env';
export * from './event-store/port';
