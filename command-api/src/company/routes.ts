import { companyFormSchema } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin, requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { deleteCompany, detailsFromForm, updateCompanyDetails } from './commands';

export function companyRoutes(app: App): Router {
  const router = Router();

  router.put('/admin/company/:id', async (req, res) => {
    requireAdmin(res);
    const expected = ifMatchRevision(req);
    const details = detailsFromForm(parseBody(companyFormSchema, req.body));
    const written = await updateCompanyDetails(app, commandContext(res, app.clock), req.params.id, null, details, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/admin/company/:id', async (req, res) => {
    requireAdmin(res);
    const written = await deleteCompany(app, commandContext(res, app.clock), req.params.id, ifMatchRevision(req));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  /** Company settings (/user/company): the write side of GET /auth/company-profile. */
  router.put('/auth/company-profile', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const details = detailsFromForm(parseBody(companyFormSchema, req.body));
    const written = await updateCompanyDetails(
      app,
      commandContext(res, app.clock),
      principal.companyId,
      principal.companyId,
      details,
      expected,
    );
    sendWritten(res, written, accepted(principal.companyId, written));
  });

  return router;
}
