import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logging/logger';
import { correlationIdOf } from './correlation';

/**
 * One structured JSON line per request (pino-http), each carrying `correlationId`; `req.log` is a child
 * logger with it, for lines a handler writes. Health probes and metric scrapes are not logged (noise).
 * Headers go through the logger's redaction (Authorization, Cookie); bodies are never logged here.
 */
export function requestLogger(logger: Logger): RequestHandler {
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
