export * from './columns';
export * from './api';
