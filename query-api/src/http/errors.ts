import { InvalidQueryError, type Logger } from '@fleetcheck/platform';
import type { ErrorRequestHandler } from 'express';
import { QueryError } from './query-error';

const body = (key: string, status: number, fields?: readonly { path: string; key: string }[]) => ({
  operation: 'error' as const,
  error: fields?.length ? { key, status, fields } : { key, status },
});

export function queryErrorHandler(logger?: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof QueryError) {
      res.status(error.status).json(body(error.key, error.status, error.fields));
      return;
    }
    if (error instanceof InvalidQueryError) {
      res.status(400).json(body('Errors.Invalid', 400));
      return;
    }
    logger?.error({ err: error, url: req.originalUrl }, 'query failed');
    res.status(500).json(body('Errors.Internal', 500));
  };
}
