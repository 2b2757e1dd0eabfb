export * from './checklist';
export * from './events';
export * from './api';
export * from './read-models';
export * from './record';
export * from './record-grid';
