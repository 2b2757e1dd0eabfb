import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { adminDeviceBodySchema, registeredDetailsFromBody } from './body';
import { deregisterDevice, editRegisteredDevice, registerDevice, rotateDeviceSecret, unassignDevice } from './commands';

/** A body that also carries a secret shown once. */
function withSecret(body: ReturnType<typeof accepted>, secret: string) {
  return { ...body, data: { ...body.data, secret } };
}

export function deviceRegistryRoutes(app: App): Router {
  const router = Router();

  router.post('/admin/device', async (req, res) => {
    requireAdmin(res);
    const body = parseBody(adminDeviceBodySchema, req.body);
    const written = await registerDevice(app, commandContext(res, app.clock), body.company, registeredDetailsFromBody(body));
    sendWritten(res, written, withSecret(accepted(written.deviceId, written), written.secret), 201);
  });

  router.put('/admin/device/:id', async (req, res) => {
    requireAdmin(res);
    const expected = ifMatchRevision(req);
    const body = parseBody(adminDeviceBodySchema, req.body);
    const written = await editRegisteredDevice(
      app,
      commandContext(res, app.clock),
      req.params.id,
      body.company,
      registeredDetailsFromBody(body),
      expected,
    );
    sendWritten(res, written, accepted(req.params.id, written));
  });

  /** Back to stock: the company no longer rents it (PUT assigns or reassigns). */
  router.post('/admin/device/:id/unassign', async (req, res) => {
    requireAdmin(res);
    const written = await unassignDevice(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.post('/admin/device/:id/rotate-secret', async (req, res) => {
    requireAdmin(res);
    const written = await rotateDeviceSecret(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, withSecret(accepted(req.params.id, written), written.secret));
  });

  router.delete('/admin/device/:id', async (req, res) => {
    requireAdmin(res);
    const written = await deregisterDevice(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
