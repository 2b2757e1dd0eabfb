export * from './services';
export * from './postgres';
export * from './event-store-contract';
export * from './eventstoredb';
