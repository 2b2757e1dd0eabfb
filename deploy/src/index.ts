export * from './local/system';
