export * from './services';
export * from './postgres';
export * from './eventstoredb';
