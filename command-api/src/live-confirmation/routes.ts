import { Router, type Request, type Response } from 'express';
import {
  confirmationCodeEntrySchema,
  liveCallEndRequestSchema,
  liveCallRequestSchema,
  liveConfirmationBodySchema,
  liveSignalSchema,
  type LiveCallMessage,
  type LiveQueueMessage,
  type TestResultEvent,
} from '@fleetcheck/contracts';
import { forbidden } from '@fleetcheck/domain';
import { callChannel, liveMessagesOf, queueChannel } from '@fleetcheck/domain/live-confirmation/messages';
import { QueueAudience } from '@fleetcheck/domain/live-confirmation/audience';
import type { App } from '../app';
import { requireAnyUser, requireDriver, requireManager } from '../auth/authenticate';
import { accepted, sendWritten } from '../shared/http';
import { commandContext, systemContext } from '../shared/request-context';
import { parseBody } from '../shared/validation';
import {
  answerCall,
  answerTimeoutOf,
  callOn,
  confirmLive,
  endCall,
  enterCode,
  expireCall,
  issueCode,
  managerOfficeOf,
  requestCall,
  type DriverPrincipal,
  type ManagerPrincipal,
} from './commands';
import { ChannelHub, newMessage, openEventStream, publishLive, type StreamedMessage } from './event-stream';

const lastEventId = (req: Request): string | undefined => req.get('last-event-id') ?? undefined;

/** The driver on their phone, or a manager: the two sides a call may have. */
function callParty(res: Response): DriverPrincipal | ManagerPrincipal {
  const principal = requireAnyUser(res);
  if (principal.kind !== 'driver' && principal.kind !== 'manager') throw forbidden();
  return principal;
}

/**
 * Live confirmation (issue 35): a driver calls about their record, the managers' queue rings, the first manager
 * to answer takes the call; the WebRTC signalling of the call goes through these routes (POST a message, read the
 * other side's on an event stream); or a manager issues a phone code the driver enters. Every write is a command
 * on the record's stream; the relay tells every process's streams what was written.
 */
export function liveConfirmationRoutes(app: App): Router {
  const router = Router();
  const hub = new ChannelHub(app.relay);
  const publish = (events: readonly TestResultEvent[]) => publishLive(app.relay, liveMessagesOf(events));
  const iceServers = app.config.webrtcIceServers ?? [];

  router.post('/test-result/:id/live/call', async (req, res) => {
    const principal = requireDriver(res);
    const body = parseBody(liveCallRequestSchema, req.body);
    const callId = body.callId ?? app.ids.generate();
    const ctx = commandContext(res, app.clock);
    const written = await requestCall(app, ctx, req.params.id, principal, callId);
    await publish(written.events);
    // Nobody answers in time: the call ends as unanswered (the driver is told to phone the office; managers see it go).
    const testResultId = req.params.id;
    setTimeout(
      () => {
        expireCall(app, systemContext(app.ids, app.clock, principal), testResultId, callId)
          .then((expired) => publish(expired.events))
          .catch((error: unknown) => app.logger?.warn({ err: error, callId }, 'live call expiry failed'));
      },
      answerTimeoutOf(app) * 1000 + 500,
    ).unref();
    const data = { callId, answerTimeoutSeconds: answerTimeoutOf(app), iceServers, officePhone: written.officePhone };
    sendWritten(res, written, { operation: 'success', data }, 201);
  });

  router.post('/test-result/:id/live/call/:callId/answer', async (req, res) => {
    const principal = requireManager(res);
    const written = await answerCall(app, commandContext(res, app.clock), req.params.id, principal, req.params.callId);
    await publish(written.events);
    sendWritten(res, written, { operation: 'success', data: { callId: req.params.callId, iceServers } });
  });

  router.post('/test-result/:id/live/call/:callId/end', async (req, res) => {
    const principal = callParty(res);
    const body = parseBody(liveCallEndRequestSchema, req.body);
    const written = await endCall(app, commandContext(res, app.clock), req.params.id, principal, req.params.callId, body.dropped);
    await publish(written.events);
    sendWritten(res, written, accepted(req.params.callId, written));
  });

  /** Whether the caller is one of the call's two sides (another company's call is unknown: 404). */
  const assertOnCall = async (principal: DriverPrincipal | ManagerPrincipal, testResultId: string, callId: string) => {
    const call = await callOn(app, testResultId, principal.companyId, callId);
    const side = principal.kind === 'driver' ? call.driver.driverId : call.manager?.managerId;
    if (side !== principal.userId) throw forbidden();
    return call;
  };

  router.post('/test-result/:id/live/call/:callId/signal', async (req, res) => {
    const principal = callParty(res);
    const signal = parseBody(liveSignalSchema, req.body);
    await assertOnCall(principal, req.params.id, req.params.callId);
    const message: LiveCallMessage = { type: 'signal', from: principal.kind, signal };
    await hub.publish(callChannel(req.params.callId), newMessage('call', message));
    res.status(202).json({ operation: 'success', data: { id: req.params.callId } });
  });

  router.get('/test-result/:id/live/call/:callId/events', async (req, res) => {
    const principal = callParty(res);
    const call = await assertOnCall(principal, req.params.id, req.params.callId);
    let stop = () => {};
    const send = openEventStream(req, res, () => stop());
    stop = await hub.listen(callChannel(call.callId), lastEventId(req), send);
    if (res.closed || req.destroyed) stop();
    // Where the call stands now, for a side that connects late.
    if (call.manager && call.answeredAt && call.status === 'answered')
      send(newMessage('call', { type: 'answered', manager: call.manager, answeredAt: call.answeredAt }));
    if (call.status === 'ended' && call.reason) send(newMessage('call', { type: 'ended', reason: call.reason, endedBy: 'system' }));
  });

  /**
   * The manager's live queue: the calls and referrals of their office (all of the company's for a manager with no
   * office), first as they are now, then each change. What arrives before the snapshot is sent is held and passed
   * on after it, so a change is never overwritten by an older snapshot.
   */
  router.get('/live/queue', async (req, res) => {
    const principal = requireManager(res);
    const officeId = await managerOfficeOf(app, principal);
    const audience = new QueueAudience(officeId);
    let held: StreamedMessage[] | undefined = [];
    let stop = () => {};
    const send = openEventStream(req, res, () => stop());
    const pass = (message: StreamedMessage) => {
      if (audience.hears(message.data as LiveQueueMessage)) send(message);
    };
    stop = await hub.listen(queueChannel(principal.companyId), undefined, (message) => (held ? held.push(message) : pass(message)));
    if (res.closed || req.destroyed) stop();
    const queue = await app.liveQueue().current();
    pass(newMessage('queue', { type: 'snapshot', ...queue.snapshotFor(principal.companyId, officeId) }));
    const arrived = held;
    held = undefined;
    for (const message of arrived) pass(message);
  });

  router.post('/test-result/:id/live/code', async (req, res) => {
    const principal = requireManager(res);
    const issued = await issueCode(app, commandContext(res, app.clock), req.params.id, principal);
    const { code, issuedAt, expiresAt } = issued;
    sendWritten(res, issued, { operation: 'success', data: { code, issuedAt, expiresAt } }, 201);
  });

  router.post('/test-result/:id/live/code/entry', async (req, res) => {
    const principal = requireDriver(res);
    const { code } = parseBody(confirmationCodeEntrySchema, req.body);
    const written = await enterCode(app, commandContext(res, app.clock), req.params.id, principal, code);
    await publish(written.events);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  router.post('/test-result/:id/live/confirmation', async (req, res) => {
    const principal = requireManager(res);
    const body = parseBody(liveConfirmationBodySchema, req.body);
    const written = await confirmLive(app, commandContext(res, app.clock), req.params.id, principal, body);
    await publish(written.events);
    sendWritten(res, written, accepted(req.params.id, written));
  });

  return router;
}
