export * from './port';
export * from './smtp-mailer';
export * from './outbox-mailer';
export * from './factory';
