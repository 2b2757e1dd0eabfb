import type { RequestHandler } from 'express';
import { DRIVER_PHOTO_MAX_BYTES } from '@fleetcheck/contracts';
import { sendError } from './error-body';

/** JSON bodies of the API; command-api's own parser has the same ceiling. */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

/** Routes (relative to /api/v1) that take a larger body than JSON: the driver app's photos (their route reads them raw). */
export const LARGER_BODIES: Readonly<Record<string, number>> = { 'POST /driver-app/photos': DRIVER_PHOTO_MAX_BYTES };

/**
 * Refuses a body whose declared Content-Length passes `maxBytes` before anything reads it: 413 with
 * Errors.UploadTooLarge. A chunked body has no declared length; the body parser behind this (express.json
 * with the same limit) stops reading it at the limit and answers 413 with the same key.
 */
export function bodySizeLimit(
  maxBytes = DEFAULT_BODY_LIMIT_BYTES,
  larger: Readonly<Record<string, number>> = LARGER_BODIES,
): RequestHandler {
  return (req, res, next) => {
    const declared = Number(req.get('content-length') ?? 0);
    if (!(declared > (larger[`${req.method} ${req.path}`] ?? maxBytes))) return next();
    // The client may still be sending: close rather than drain megabytes we will not read.
    res.setHeader('Connection', 'close');
    sendError(res, 'Errors.UploadTooLarge', 413);
  };
}
