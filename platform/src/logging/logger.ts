import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** Field names that hold a secret wherever they appear: credentials, tokens, card data. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'oldPassword',
  'passwordHash',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'jwtSecret',
  'cardNumber',
  'cvc',
];

/** pino's redaction has no recursive wildcard: each field at the top level and up to three levels down. */
export const REDACTED_PATHS = [
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
];

/**
 * Structured JSON logs. Secrets never reach a log line: the paths above are redacted wherever they appear.
 * `destination` is for tests that read the lines back; processes log to stdout.
 */
export function createLogger(options: { level: string; name: string; destination?: DestinationStream }): Logger {
  const config = { name: options.name, level: options.level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  return options.destination ? pino(config, options.destination) : pino(config);
}
