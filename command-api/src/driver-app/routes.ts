import { DRIVER_PHOTO_MAX_BYTES, driverCheckBodySchema } from '@fleetcheck/contracts';
import express, { Router } from 'express';
import type { App } from '../app';
import { requireDriver } from '../auth/authenticate';
import { sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { recordDriverCheck, takeDriverPhoto } from './commands';

/** The driver's phone app (issue 34): the driver sends photos, then the check that names them. */
export function driverAppRoutes(app: App): Router {
  const router = Router();

  /**
   * The image itself is the body (any declared type is read: the bytes decide); over 5 MB answers 413. Only a
   * driver's upload is read at all.
   */
  const onlyDrivers: express.RequestHandler = (_req, res, next) => {
    requireDriver(res);
    next();
  };
  const rawPhoto = express.raw({ type: () => true, limit: DRIVER_PHOTO_MAX_BYTES });
  router.post('/driver-app/photos', onlyDrivers, rawPhoto, async (req, res) => {
    const driver = requireDriver(res);
    const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const { photo, written } = await takeDriverPhoto(app, commandContext(res, app.clock), driver, req.get('content-type'), bytes);
    sendWritten(res, written, { operation: 'success', data: photo }, 201);
  });

  /** 201 with the record; a retry of the same check answers the same. */
  router.post('/driver-app/checks', async (req, res) => {
    const driver = requireDriver(res);
    const body = parseBody(driverCheckBodySchema, req.body);
    const { check, written } = await recordDriverCheck(app, commandContext(res, app.clock), driver, body);
    sendWritten(res, written, { operation: 'success', data: check }, 201);
  });

  return router;
}
