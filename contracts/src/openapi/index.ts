export * from './operation';
export * from './tags';
export * from './document';
export * from './refusals';
export * from './read-operations';
export { deviceIngestion } from './guides';
