import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { companyDeviceBodySchema, companyDeviceDetailsFromBody } from './body';
import { addCompanyDevice, removeCompanyDevice, updateCompanyDevice } from './commands';

export function companyDeviceRoutes(app: App): Router {
  const router = Router();

  router.post('/device', async (req, res) => {
    const principal = requireCompanyUser(res);
    const details = companyDeviceDetailsFromBody(parseBody(companyDeviceBodySchema, req.body));
    const written = await addCompanyDevice(app, commandContext(res, app.clock), principal.companyId, details);
    sendWritten(res, written, accepted(written.deviceId, written), 201);
  });

  router.put('/device/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const details = companyDeviceDetailsFromBody(parseBody(companyDeviceBodySchema, req.body));
    const written = await updateCompanyDevice(app, commandContext(res, app.clock), req.params.id, principal.companyId, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/device/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const written = await removeCompanyDevice(
      app,
      commandContext(res, app.clock),
      req.params.id,
      principal.companyId,
      ifMatchRevision(req),
    );
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
