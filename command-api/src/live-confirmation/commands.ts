import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import {
  CONFIRMATION_CODE_DIGITS,
  DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS,
  testResultStream,
  type liveConfirmationBodySchema,
  type LiveDriver,
  type RecordManager,
} from '@fleetcheck/contracts';
import { DomainError, RateLimitedError, streams } from '@fleetcheck/domain';
import { driverAggregate } from '@fleetcheck/domain/driver/decider';
import { managerAggregate } from '@fleetcheck/domain/manager/decider';
import { companyAggregate } from '@fleetcheck/domain/company/decider';
import { officeAggregate } from '@fleetcheck/domain/office/decider';
import { phoneToCall } from '@fleetcheck/domain/office/phone-to-call';
import { recordManagerOf } from '@fleetcheck/domain/manager/confirmer';
import { liveConfirmationAggregate, type LiveCall, type LiveCommand } from '@fleetcheck/domain/live-confirmation/decider';
import type { App } from '../app';
import type { Principal } from '../auth/principal';
import { handleCommand, loadStream } from '../shared/command-handler';
import type { CommandContext } from '../shared/request-context';
import { referralOfficeOf } from '../test-result/referral-office';

export type DriverPrincipal = Extract<Principal, { kind: 'driver' }>;
export type ManagerPrincipal = Extract<Principal, { kind: 'manager' }>;

export const answerTimeoutOf = (app: App): number => app.config.liveCallAnswerTimeoutSeconds ?? DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS;

/** The signed-in driver as the record names them, with their office (the queue shows it). */
async function callingDriver(app: App, principal: DriverPrincipal): Promise<{ driver: LiveDriver; officeId: string | null }> {
  const { state } = await loadStream(app.store, streams.driver(principal.userId), driverAggregate);
  if (state.status !== 'Active' || state.account.companyId !== principal.companyId) throw new DomainError('Errors.Forbidden');
  const { lastName, firstName, officeId } = state.account.profile;
  return { driver: { driverId: principal.userId, name: `${lastName} ${firstName}`.trim() }, officeId };
}

/**
 * The number a driver phones when nobody answers their call (issue 35 item 6): their office's, else the company's;
 * null when neither has one.
 */
export async function officePhoneOf(app: App, companyId: string, officeId: string | null): Promise<string | null> {
  const office = officeId ? (await loadStream(app.store, streams.office(officeId), officeAggregate)).state : undefined;
  const officePhone = office?.status === 'Active' && office.companyId === companyId ? office.details.phone : null;
  const { state: company } = await loadStream(app.store, streams.company(companyId), companyAggregate);
  return phoneToCall(officePhone, company.status !== 'None' ? company.details.phone : null);
}

/** The signed-in manager as the record names them (補助者 when they are one). */
async function actingManager(app: App, principal: ManagerPrincipal): Promise<RecordManager> {
  const { state } = await loadStream(app.store, streams.manager(principal.userId), managerAggregate);
  if (state.status !== 'Active' || state.account.companyId !== principal.companyId) throw new DomainError('Errors.Forbidden');
  return recordManagerOf(principal.userId, state.account.profile);
}

/** The signed-in manager's office: the live queue shows them its drivers (null: they look after the whole company). */
export async function managerOfficeOf(app: App, principal: ManagerPrincipal): Promise<string | null> {
  const { state } = await loadStream(app.store, streams.manager(principal.userId), managerAggregate);
  if (state.status !== 'Active' || state.account.companyId !== principal.companyId) throw new DomainError('Errors.Forbidden');
  return state.account.profile.officeId;
}

/**
 * The referral still in the managers' live queue whose dashboard alert `notificationId` is, with its company (undefined:
 * another notification). Asked before the alert is dismissed, which takes the referral out of the queue; when the
 * alert is not in the queue's view yet (the workers raised it a moment ago), the view reads what is newer once. A
 * queue that cannot be read does not stop the dismissal: the open queues then let the referral go at their reconnect.
 */
export async function queuedReferralOfAlert(app: App, notificationId: string) {
  const queue = app.liveQueue();
  try {
    const alerted = await queue.holds((view) => view.referralOfAlert(notificationId) !== undefined);
    return alerted ? (await queue.current()).referralOfAlert(notificationId) : undefined;
  } catch (error) {
    app.logger?.warn({ err: error, notificationId }, 'live queue not read: a dismissed referral stays in open queues until they reconnect');
    return undefined;
  }
}

const decideOn = (app: App, ctx: CommandContext, testResultId: string, command: LiveCommand) =>
  handleCommand(app.store, testResultStream(testResultId), liveConfirmationAggregate, command, ctx.metadata());

/** The record's calls, as its stream holds them now (for who may signal on a call). */
export async function callOn(app: App, testResultId: string, companyId: string, callId: string): Promise<LiveCall> {
  const { state } = await loadStream(app.store, testResultStream(testResultId), liveConfirmationAggregate);
  const call = state.status === 'Recorded' && state.companyId === companyId ? state.calls.find((c) => c.callId === callId) : undefined;
  if (!call) throw new DomainError('Errors.NotFound');
  return call;
}

export async function requestCall(app: App, ctx: CommandContext, testResultId: string, principal: DriverPrincipal, callId: string) {
  const { driver, officeId } = await callingDriver(app, principal);
  const command: LiveCommand = {
    type: 'RequestLiveCall',
    data: { actingCompanyId: principal.companyId, driver, officeId, callId, requestedAt: app.clock.now().toISOString() },
  };
  const written = await decideOn(app, ctx, testResultId, command);
  return { ...written, officePhone: await officePhoneOf(app, principal.companyId, officeId) };
}

export async function answerCall(app: App, ctx: CommandContext, testResultId: string, principal: ManagerPrincipal, callId: string) {
  const manager = await actingManager(app, principal);
  const command: LiveCommand = {
    type: 'AnswerLiveCall',
    data: {
      actingCompanyId: principal.companyId,
      callId,
      manager,
      answeredAt: app.clock.now().toISOString(),
      answerTimeoutSeconds: answerTimeoutOf(app),
    },
  };
  return decideOn(app, ctx, testResultId, command);
}

export async function endCall(
  app: App,
  ctx: CommandContext,
  testResultId: string,
  principal: DriverPrincipal | ManagerPrincipal,
  callId: string,
  dropped: boolean,
) {
  const by = principal.kind === 'driver' ? { driverId: principal.userId } : { managerId: principal.userId };
  const command: LiveCommand = {
    type: 'EndLiveCall',
    data: {
      actingCompanyId: principal.companyId,
      callId,
      by,
      dropped,
      endedAt: app.clock.now().toISOString(),
      answerTimeoutSeconds: answerTimeoutOf(app),
    },
  };
  return decideOn(app, ctx, testResultId, command);
}

/** Ends a call nobody answered once its time is up (the system acts; an answered or ended call changes nothing). */
export function expireCall(app: App, ctx: CommandContext, testResultId: string, callId: string) {
  const command: LiveCommand = {
    type: 'ExpireLiveCall',
    data: { callId, now: app.clock.now().toISOString(), answerTimeoutSeconds: answerTimeoutOf(app) },
  };
  return decideOn(app, ctx, testResultId, command);
}

/** A fresh 6-digit code (leading zeros kept), from the system's cryptographic random source. */
const newCode = (): string => String(randomInt(0, 10 ** CONFIRMATION_CODE_DIGITS)).padStart(CONFIRMATION_CODE_DIGITS, '0');

export async function issueCode(app: App, ctx: CommandContext, testResultId: string, principal: ManagerPrincipal) {
  const manager = await actingManager(app, principal);
  const code = newCode();
  const issuedAt = app.clock.now().toISOString();
  const written = await decideOn(app, ctx, testResultId, {
    type: 'IssueConfirmationCode',
    data: { actingCompanyId: principal.companyId, code, manager, issuedAt },
  });
  const issued = written.state.status === 'Recorded' ? written.state.code : null;
  return { ...written, code, issuedAt, expiresAt: issued?.expiresAt ?? issuedAt };
}

/** Wrong codes count per record: 5 in 15 minutes and the record's code answers 429 until the window passes. */
export async function enterCode(app: App, ctx: CommandContext, testResultId: string, principal: DriverPrincipal, code: string) {
  const key = `code:record:${testResultId}`;
  const wait = await app.limiter.retryAfter(key);
  if (wait > 0) throw new RateLimitedError(wait);
  const { driver } = await callingDriver(app, principal);
  try {
    return await decideOn(app, ctx, testResultId, {
      type: 'EnterConfirmationCode',
      data: { actingCompanyId: principal.companyId, driver, code, enteredAt: app.clock.now().toISOString() },
    });
  } catch (error) {
    if (error instanceof DomainError && ['Errors.CodeWrong', 'Errors.CodeExpired', 'Errors.CodeUsed'].includes(error.key)) {
      await app.limiter.recordFailure(key);
    }
    throw error;
  }
}

export async function confirmLive(
  app: App,
  ctx: CommandContext,
  testResultId: string,
  principal: ManagerPrincipal,
  body: z.output<typeof liveConfirmationBodySchema>,
) {
  const manager = await actingManager(app, principal);
  return decideOn(app, ctx, testResultId, {
    type: 'ConfirmLive',
    data: {
      actingCompanyId: principal.companyId,
      method: body.method,
      callId: body.callId,
      manager,
      visualCheck: body.visualCheck,
      instructions: body.instructions,
      decision: body.decision,
      comment: body.comment,
      confirmedAt: app.clock.now().toISOString(),
      driverOfficeId: await referralOfficeOf(app, testResultId, principal.companyId, manager),
    },
  });
}
