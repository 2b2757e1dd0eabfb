import type { Response } from 'express';

/** The API's error envelope (contracts), for answers given before a service's own error handler runs. */
export function sendError(res: Response, key: string, status: number): void {
  res.status(status).json({ operation: 'error', error: { key, status } });
}
