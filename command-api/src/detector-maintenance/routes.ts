import { detectorCheckerBodySchema, detectorMaintenanceBodySchema } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin, requireCompanyUser } from '../auth/authenticate';
import { accepted, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { assignDetectorChecker, recordCompanyDetectorMaintenance, recordRegisteredDetectorMaintenance } from './commands';

/** Maintenance entries are only ever added: a wrong one is corrected by a new entry, as on paper. */
export function detectorMaintenanceRoutes(app: App): Router {
  const router = Router();

  router.post('/device/:id/maintenance', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(detectorMaintenanceBodySchema, req.body);
    const written = await recordCompanyDetectorMaintenance(app, commandContext(res, app.clock), req.params.id, principal.companyId, body);
    sendWritten(res, written, accepted(req.params.id, written), 201);
  });

  router.put('/device/:id/checker', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(detectorCheckerBodySchema, req.body);
    const written = await assignDetectorChecker(app, commandContext(res, app.clock), req.params.id, principal.companyId, body);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.post('/admin/device/:id/maintenance', async (req, res) => {
    requireAdmin(res);
    const body = parseBody(detectorMaintenanceBodySchema, req.body);
    const written = await recordRegisteredDetectorMaintenance(app, commandContext(res, app.clock), req.params.id, body);
    sendWritten(res, written, accepted(req.params.id, written), 201);
  });

  return router;
}
