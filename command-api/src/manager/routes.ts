import { idBodySchema } from '@fleetcheck/contracts';
import { Router } from 'express';
import type { App } from '../app';
import { requireAdmin, requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { withStoredImage } from '../shared/images';
import { parseBody } from '../shared/validation';
import { managerBodySchema } from './body';
import { createManager, deleteManager, profileFromBody, resetManagerPassword, updateManager } from './commands';

export function managerRoutes(app: App): Router {
  const router = Router();

  router.post('/manager', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = await withStoredImage(app, principal.companyId, parseBody(managerBodySchema, req.body));
    const created = await createManager(app, commandContext(res, app.clock), {
      companyId: principal.companyId,
      profile: profileFromBody(body),
      userType: 3,
    });
    sendWritten(res, created, { operation: 'success', data: created.credentials }, 201);
  });

  router.put('/manager/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const profile = profileFromBody(await withStoredImage(app, principal.companyId, parseBody(managerBodySchema, req.body)));
    const written = await updateManager(app, commandContext(res, app.clock), req.params.id, principal.companyId, () => profile, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.delete('/manager/:id', async (req, res) => {
    const principal = requireCompanyUser(res);
    const actingManagerId = principal.kind === 'manager' ? principal.userId : null;
    const written = await deleteManager(
      app,
      commandContext(res, app.clock),
      req.params.id,
      principal.companyId,
      actingManagerId,
      ifMatchRevision(req),
    );
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.patch('/manager/manager-reset-password', async (req, res) => {
    const principal = requireCompanyUser(res);
    const { id } = parseBody(idBodySchema, req.body);
    const reset = await resetManagerPassword(app, commandContext(res, app.clock), id, principal.companyId, {
      reason: 'manager',
      keptSessionId: null,
    });
    sendWritten(res, reset, { operation: 'success', data: reset.credentials });
  });

  /** The "company" reset type: a platform admin resets any company's manager. */
  router.patch('/admin/manager/manager-reset-password', async (req, res) => {
    requireAdmin(res);
    const { id } = parseBody(idBodySchema, req.body);
    const reset = await resetManagerPassword(app, commandContext(res, app.clock), id, null, { reason: 'admin', keptSessionId: null });
    sendWritten(res, reset, { operation: 'success', data: reset.credentials });
  });

  return router;
}
