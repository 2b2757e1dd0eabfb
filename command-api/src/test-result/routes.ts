import { Router, type Request } from 'express';
import type { App } from '../app';
import { requireCompanyUser } from '../auth/authenticate';
import { verifyDeviceSecret } from '../device-registry/device-secret';
import { unauthorized } from '@fleetcheck/domain';
import { accepted, sendWritten } from '../shared/http';
import { commandContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import { confirmationBodySchema, correctionBodySchema, deviceTestBodySchema, manualTestBodySchema } from './body';
import { confirmTest, correctTest, recordDeviceTest, recordManualTest } from './commands';
import { publishLive } from '../live-confirmation/event-stream';
import { liveMessagesOf } from '@fleetcheck/domain/live-confirmation/messages';

/** Detectors authenticate with `Authorization: Device <secret>` (the secret shown once at registration). */
function deviceSecret(req: Request): string | undefined {
  return /^Device\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
}

export function testResultRoutes(app: App): Router {
  const router = Router();

  /** Detector ingestion: 201 when recorded, 200 for a retry of a record already made. */
  router.post('/test-result/device', async (req, res) => {
    const secret = deviceSecret(req);
    const device = secret ? await verifyDeviceSecret(app, secret) : undefined;
    if (!device) throw unauthorized();
    const body = parseBody(deviceTestBodySchema, req.body);
    const written = await recordDeviceTest(app, commandContext(res, app.clock), device, body);
    sendWritten(res, written, accepted(written.testResultId, written), written.created ? 201 : 200);
  });

  router.post('/test-result', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(manualTestBodySchema, req.body);
    const written = await recordManualTest(app, commandContext(res, app.clock), principal.companyId, body);
    sendWritten(res, written, accepted(written.testResultId, written), 201);
  });

  router.post('/test-result/:id/correction', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(correctionBodySchema, req.body);
    const written = await correctTest(app, commandContext(res, app.clock), req.params.id, principal, body);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  /** A manager confirms the record or returns it with a comment; the same decision again changes nothing. */
  router.post('/test-result/:id/confirmation', async (req, res) => {
    const principal = requireCompanyUser(res);
    const body = parseBody(confirmationBodySchema, req.body);
    const written = await confirmTest(app, commandContext(res, app.clock), req.params.id, principal, body);
    // A positive result a 補助者 confirmed rings in the managers' live queue at once (issue 35 item 4).
    await publishLive(app.relay, liveMessagesOf(written.events));
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
