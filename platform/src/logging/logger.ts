import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs. Secrets never reach a log line: the paths below are redacted wherever they appear.
 */
export function createLogger(options: { level: string; name: string }): Logger {
  return pino({
    name: options.name,
    level: options.level,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'refreshToken',
        '*.refreshToken',
        'req.headers.authorization',
        'req.headers.cookie',
        'headers.authorization',
        'secret',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}
