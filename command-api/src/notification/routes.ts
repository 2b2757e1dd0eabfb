import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { dismissNotification, readNotification } from './commands';

/** A manager (or an admin on behalf) marks a notification of their company read, or dismisses it. */
export function notificationRoutes(app: App): Router {
  const router = Router();

  router.patch('/notification/:id/read', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const written = await readNotification(app, commandContext(res, app.clock), req.params.id, principal, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.patch('/notification/:id/dismiss', async (req, res) => {
    const principal = requireCompanyUser(res);
    const expected = ifMatchRevision(req);
    const written = await dismissNotification(app, commandContext(res, app.clock), req.params.id, principal, expected);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
