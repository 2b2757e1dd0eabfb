export * from './services';
export * from './postgres';
export * from './eventstoredb';
export * from './smtp-sink';
export * from './event-metadata';
export * from './pdf-text';
export * from './pdftotext';
export * from './answer-losing-gateway';
