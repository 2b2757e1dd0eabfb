import { driverInvitationRequestSchema, driverSetPasswordRequestSchema } from '@fleetcheck/contracts';
import { DomainError } from '@fleetcheck/domain';
import { Router, type Request } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { throttledCodeCheck } from '../auth/throttle';
import { streamIdOf } from '../auth/tokens';
import { sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { acceptDriverInvitation, inviteDriver } from './invitation';

const clientAddress = (req: Request): string => req.ip ?? req.socket.remoteAddress ?? 'unknown';

/** The driver's phone app (issue 34): a manager invites a driver; the driver accepts with the link. */
export function driverSignInRoutes(app: App): Router {
  const router = Router();

  router.post('/driver/:id/invitation', async (req, res) => {
    const principal = requireCompanyUser(res);
    const { mail } = parseBody(driverInvitationRequestSchema, req.body ?? {});
    const { invitation, written } = await inviteDriver(
      app,
      commandContext(res, app.clock),
      req.params.id,
      principal.companyId,
      principal.userId,
      mail,
    );
    sendWritten(res, written, { operation: 'success', data: invitation }, 201);
  });

  /** The link's code works once; the answer signs the driver in on the phone that opened it. */
  router.post('/auth/driver-set-password', async (req, res) => {
    const { auth, password } = parseBody(driverSetPasswordRequestSchema, req.body);
    const driverId = streamIdOf(auth);
    const data = await throttledCodeCheck(app, { accountId: driverId, client: clientAddress(req) }, async () => {
      if (!driverId) throw new DomainError('Errors.VerificationInvalid');
      return acceptDriverInvitation(app, commandContext(res, app.clock), auth, driverId, password);
    });
    res.json({ operation: 'success', data });
  });

  return router;
}
