export * from './start-postgres';
export * from './pool';
export * from './free-port';
