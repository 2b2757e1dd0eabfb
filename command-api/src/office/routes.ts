import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { officeBodySchema } from './body';
import { createOffice, deleteOffice, updateOffice } from './commands';

export function officeRoutes(app: App): Router {
  const router = Router();

  router.post('/office', async (req, res) => {
    const principal = requireCompanyUser(res);
    const details = parseBody(officeBodySchema, req.body);
    const written = await createOffice(app, commandContext(res, app.clock), principal.companyId, details);
    sendWritten(res, written, accepted(written.officeId, written), 201);
  });

  router.put('/office/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const details = parseBody(officeBodySchema, req.body);
    const written = await updateOffice(app, commandContext(res, app.clock), req.params.id, principal.companyId, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/office/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const written = await deleteOffice(app, commandContext(res, app.clock), req.params.id, principal.companyId, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
