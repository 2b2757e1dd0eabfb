import { Router } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { accepted, ifMatchRevision, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { dismissNotification, readNotification } from './commands';
import { referralDismissedMessage } from '@fleetcheck/domain/live-confirmation/messages';
import { queuedReferralOfAlert } from '../live-confirmation/commands';
import { publishLive } from '../live-confirmation/event-stream';

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
    const referral = await queuedReferralOfAlert(app, req.params.id);
    const written = await dismissNotification(app, commandContext(res, app.clock), req.params.id, principal, expected);
    // A referral's alert dismissed: the referral leaves the managers' open live queues at once (issue 35 item 4).
    if (referral && written.events.length > 0)
      await publishLive(app.relay, [referralDismissedMessage(referral.companyId, referral.referral)]);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
