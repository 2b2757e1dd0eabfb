import { auditorActivityRequestSchema, auditorSetPasswordRequestSchema, inviteAuditorRequestSchema } from '@fleetcheck/contracts';
import { Router, type Request } from 'express';
import { DomainError } from '@fleetcheck/domain';
import type { App } from '../app';
import { requireAdmin, requireAuditor } from '../auth/authenticate';
import { streamIdOf } from '../auth/tokens';
import { throttledCodeCheck } from '../auth/throttle';
import { accepted, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { inviteAuditor, recordAuditorActivity, revokeAuditor, setAuditorPassword } from './commands';

const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** Auditors (issue 22): admins invite and revoke them; an auditor chooses a password and records what they read. */
export function auditorRoutes(app: App): Router {
  const router = Router();

  router.post('/admin/auditors', async (req, res) => {
    const admin = requireAdmin(res);
    const body = parseBody(inviteAuditorRequestSchema, req.body);
    const { auditorId, written } = await inviteAuditor(app, commandContext(res, app.clock), admin.userId, body);
    sendWritten(res, written, accepted(auditorId, written), 201);
  });

  router.post('/admin/auditors/:id/revoke', async (req, res) => {
    const admin = requireAdmin(res);
    const id = String(req.params.id);
    const written = await revokeAuditor(app, commandContext(res, app.clock), admin.userId, id);
    sendWritten(res, written, accepted(id, written));
  });

  /** The e-mailed invitation code, used once; afterwards the auditor signs in at the admin sign-in. */
  router.post('/auth/auditor-set-password', async (req, res) => {
    const { auth, password } = parseBody(auditorSetPasswordRequestSchema, req.body);
    const auditorId = streamIdOf(auth);
    const written = await throttledCodeCheck(app, { accountId: auditorId, client: clientAddress(req) }, async () => {
      if (!auditorId) throw new DomainError('Errors.VerificationInvalid');
      return setAuditorPassword(app, commandContext(res, app.clock), auth, auditorId, password);
    });
    sendWritten(res, written, { operation: 'success', data: { verified: true } });
  });

  /** The web app records every audit page an auditor opens and every export they take. */
  router.post('/auditor/activity', async (req, res) => {
    const auditor = requireAuditor(res);
    const activity = parseBody(auditorActivityRequestSchema, req.body);
    const written = await recordAuditorActivity(app, commandContext(res, app.clock), auditor.userId, activity);
    sendWritten(res, written, accepted(auditor.userId, written), 201);
  });

  return router;
}
