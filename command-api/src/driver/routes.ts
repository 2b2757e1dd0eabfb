import { idBodySchema } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { withStoredImage } from '../shared/images';
import { parseBody } from '../shared/validation';
import { driverBodySchema, driverDutyBodySchema } from './body';
import { setDriverDuty } from './duty';
import { createDriver, deleteDriver, driverProfileFromBody, resetDriverPassword, updateDriver } from './commands';

export function driverRoutes(app: App): Router {
  const router = Router();

  router.post('/driver', async (req, res) => {
    const principal = requireCompanyUser(res);
    const profile = driverProfileFromBody(await withStoredImage(app, principal.companyId, parseBody(driverBodySchema, req.body)));
    const created = await createDriver(app, commandContext(res, app.clock), principal.companyId, profile);
    sendWritten(res, created, { operation: 'success', data: created.credentials }, 201);
  });

  router.put('/driver/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const profile = driverProfileFromBody(await withStoredImage(app, principal.companyId, parseBody(driverBodySchema, req.body)));
    const written = await updateDriver(app, commandContext(res, app.clock), req.params.id, principal.companyId, profile, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/driver/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const written = await deleteDriver(app, commandContext(res, app.clock), req.params.id, principal.companyId, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  /** Off duty (or back on duty) for a business day: the check board and the missed-check job skip a driver off duty. */
  router.post('/driver/:id/duty', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(driverDutyBodySchema, req.body);
    const written = await setDriverDuty(app, commandContext(res, app.clock), req.params.id, principal.companyId, body);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.patch('/driver/driver-reset-password', async (req, res) => {
    const principal = requireCompanyUser(res);
    const { id } = parseBody(idBodySchema, req.body);
    const reset = await resetDriverPassword(app, commandContext(res, app.clock), id, principal.companyId);
    sendWritten(res, reset, { operation: 'success', data: reset.credentials });
  });

  return router;
}
