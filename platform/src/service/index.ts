export * from './run-service';
export * from './service-stores';
export * from './drain-server';
