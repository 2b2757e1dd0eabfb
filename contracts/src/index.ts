export * from './events/metadata';
export * from './events/catalogue';
