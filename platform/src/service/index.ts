export * from './run-service';
export * from './service-stores';
