export * from './operation';
export * from './document';
export * from './read-operations';
export { deviceIngestion } from './guides';
