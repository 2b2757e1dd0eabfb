export * from './vocabulary';
export * from './items';
export * from './derive';
export * from './record-book';
export * from './bodies';
