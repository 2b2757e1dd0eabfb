import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger';
import { correlationIdOf } from './correlation';

/**
 * One structured JSON line per request (pino-http), each carrying `correlationId`; `req.log` is a child
 * logger with it, for lines a handler writes. Health probes and metric scrapes are not logged (noise).
 * Headers go through the logger's redaction (Authorization, Cookie); bodies are never logged here.
 * When the logger's level is above 'error' (LOG_LEVEL=fatal or silent), no request line can be written: then
 * only the correlation id is fixed and `req.log` is made on first use, so the request pays nothing for the log
 * (pino-http built a redacted child logger per request and listened for its end even so). The level is read
 * once, here, as pino-http reads it (it logs through a child made now, which a later change of the parent's
 * level does not reach).
 */
export function requestLogger(logger: Logger): RequestHandler {
  if (!logger.isLevelEnabled('error')) {
    return (req, res, next) => {
      const correlationId = correlationIdOf(req, res);
      (req as IncomingMessage & { id?: string }).id = correlationId;
      let child: Logger | undefined;
      Object.defineProperty(req, 'log', { configurable: true, get: () => (child ??= logger.child({ correlationId })) });
      next();
    };
  }
  return pinoHttp({
    logger,
    genReqId: (req, res) => correlationIdOf(req, res),
    customAttributeKeys: { reqId: 'correlationId' },
    // The id is not part of the serialised req: bind it, so the completion line and req.log lines carry it.
    customProps: (req) => ({ correlationId: req.id }),
    autoLogging: { ignore: (req) => ['/health', '/ready', '/metrics', '/api/v1/health'].includes(req.url?.split('?')[0] ?? '') },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
    serializers: {
      req: (req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress: string }) => ({
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
        headers: { authorization: req.headers.authorization, cookie: req.headers.cookie, 'user-agent': req.headers['user-agent'] },
      }),
    },
  }) as unknown as RequestHandler;
}
