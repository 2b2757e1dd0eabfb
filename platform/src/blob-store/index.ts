export * from './port';
export { PostgresBlobStore } from './postgres-blob-store';
export { MongoBlobStore } from './mongo-blob-store';
