import {
  CONFIRMATION_CODE_VALID_MINUTES,
  testResultCatalogue,
  type ConfirmationDecision,
  type LiveCallEndReason,
  type LiveContact,
  type LiveDriver,
  type RecordManager,
  type TestResultEvent,
  type VisualCheck,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError, forbidden, notFound } from '../shared/domain-error';
import { sha256Hex } from '../record-chain/sha256';
import { referralOf } from '../test-result/assistant-referral';

/** One call attempt. Every attempt stays in the record's stream, answered or not. */
export interface LiveCall {
  callId: string;
  driver: LiveDriver;
  /** The driver's office when they called (whose managers a call nobody answered is told to). */
  officeId: string | null;
  requestedAt: string;
  status: 'ringing' | 'answered' | 'ended';
  manager: RecordManager | null;
  answeredAt: string | null;
  endedAt: string | null;
  reason: LiveCallEndReason | null;
}

export interface IssuedCode {
  codeHash: string;
  issuedAt: string;
  expiresAt: string;
  manager: RecordManager;
  /** When and by whom it was entered (once). */
  entered: { enteredAt: string; driver: LiveDriver } | null;
}

/** A record as live confirmation sees it: whose it is, whether it still awaits a decision, its calls and its code. */
export type LiveConfirmationState =
  | { status: 'None' }
  | {
      status: 'Recorded';
      testResultId: string;
      companyId: string;
      driverId: string;
      /** The result, as a 補助者's confirmation of a positive one is referred to the 安全運転管理者. */
      failed: boolean;
      resultMgL: number;
      awaiting: boolean;
      /** Taken in the driver app: a check away from the manager, which needs a live confirmation by the cut-off. */
      fromDriverApp: boolean;
      /** The moment of the live confirmation, once one was recorded. */
      liveConfirmedAt: string | null;
      /** The cut-off passed with no live confirmation (said once). */
      missedAt: string | null;
      calls: LiveCall[];
      code: IssuedCode | null;
    };
type Recorded = Extract<LiveConfirmationState, { status: 'Recorded' }>;

/** Who acts: the record's driver on their phone, or a manager of the company. */
export type LiveCommand =
  | {
      type: 'RequestLiveCall';
      data: { actingCompanyId: string; driver: LiveDriver; officeId: string | null; callId: string; requestedAt: string };
    }
  | {
      type: 'AnswerLiveCall';
      data: { actingCompanyId: string; callId: string; manager: RecordManager; answeredAt: string; answerTimeoutSeconds: number };
    }
  | {
      type: 'EndLiveCall';
      data: {
        actingCompanyId: string;
        callId: string;
        by: { driverId: string } | { managerId: string };
        dropped: boolean;
        endedAt: string;
        answerTimeoutSeconds: number;
      };
    }
  /** Ends a call nobody answered in time; a call answered, ended or not yet due changes nothing. */
  | { type: 'ExpireLiveCall'; data: { callId: string; now: string; answerTimeoutSeconds: number } }
  /**
   * The driver's day closed at `cutoffAt` (the office's cut-off): a driver-app check not confirmed live by then is
   * 未確認 (issue 35 item 5). Another source, one confirmed live in time, or one already said changes nothing.
   */
  | { type: 'MarkLiveConfirmationMissed'; data: { date: string; cutoffAt: string } }
  | { type: 'IssueConfirmationCode'; data: { actingCompanyId: string; code: string; manager: RecordManager; issuedAt: string } }
  | { type: 'EnterConfirmationCode'; data: { actingCompanyId: string; driver: LiveDriver; code: string; enteredAt: string } }
  | {
      type: 'ConfirmLive';
      data: {
        actingCompanyId: string;
        method: LiveContact['method'];
        /** The call confirmed on (video). */
        callId: string | null;
        manager: RecordManager;
        visualCheck: VisualCheck;
        instructions: string | null;
        decision: ConfirmationDecision;
        comment: string | null;
        confirmedAt: string;
        /** The driver's office, named by a referral that may follow (a 補助者 confirming a positive result). */
        driverOfficeId: string | null;
      };
    };

/** The stored hash of a code: bound to its record and its moment, so equal codes of two records never match. */
export const confirmationCodeHash = (testResultId: string, issuedAt: string, code: string): string =>
  sha256Hex(`${testResultId}:${issuedAt}:${code}`);

const secondsAfter = (instant: string, seconds: number): number => Date.parse(instant) + seconds * 1000;

/** A ringing call nobody answered within the answer time is over, whether or not its end is written yet. */
export const isUnanswered = (call: LiveCall, now: string, answerTimeoutSeconds: number): boolean =>
  call.status === 'ringing' && Date.parse(now) >= secondsAfter(call.requestedAt, answerTimeoutSeconds);

function recordIn(state: LiveConfirmationState, companyId: string): Recorded {
  if (state.status !== 'Recorded' || state.companyId !== companyId) throw notFound();
  return state;
}

function awaitingIn(state: LiveConfirmationState, companyId: string): Recorded {
  const recorded = recordIn(state, companyId);
  if (!recorded.awaiting) throw new DomainError('Errors.AlreadyConfirmed');
  return recorded;
}

/** Only the record's own driver calls about it or enters its code; anyone else's record is unknown to them. */
function ownRecord(state: LiveConfirmationState, companyId: string, driverId: string): Recorded {
  const recorded = recordIn(state, companyId);
  if (recorded.driverId !== driverId) throw notFound();
  return recorded;
}

function callOf(recorded: Recorded, callId: string): LiveCall {
  const call = recorded.calls.find((c) => c.callId === callId);
  if (!call) throw notFound();
  return call;
}

const open = (call: LiveCall): boolean => call.status !== 'ended';

export function decide(command: LiveCommand, state: LiveConfirmationState): TestResultEvent[] {
  switch (command.type) {
    case 'RequestLiveCall': {
      const { actingCompanyId, driver, officeId, callId, requestedAt } = command.data;
      const recorded = ownRecord(state, actingCompanyId, driver.driverId);
      if (recorded.calls.some((c) => c.callId === callId)) return [];
      if (!recorded.awaiting) throw new DomainError('Errors.AlreadyConfirmed');
      const { testResultId, companyId } = recorded;
      // Calling again while a call is still open (its connection dropped unnoticed): that attempt ends as dropped.
      const dropped = recorded.calls.filter(open).map((c) => ({
        type: 'LiveCallEnded' as const,
        data: { testResultId, companyId, callId: c.callId, reason: 'dropped' as const, endedBy: 'driver' as const, endedAt: requestedAt },
      }));
      return [...dropped, { type: 'LiveCallRequested', data: { testResultId, companyId, callId, driver, officeId, requestedAt } }];
    }
    case 'AnswerLiveCall': {
      const { actingCompanyId, callId, manager, answeredAt, answerTimeoutSeconds } = command.data;
      const recorded = awaitingIn(state, actingCompanyId);
      const call = callOf(recorded, callId);
      if (call.manager) {
        if (call.manager.managerId === manager.managerId && call.status === 'answered') return [];
        throw new DomainError('Errors.CallTaken', undefined, { name: call.manager.name });
      }
      if (call.status !== 'ringing' || isUnanswered(call, answeredAt, answerTimeoutSeconds)) throw new DomainError('Errors.CallEnded');
      const { testResultId, companyId } = recorded;
      return [{ type: 'LiveCallAnswered', data: { testResultId, companyId, callId, manager, answeredAt } }];
    }
    case 'EndLiveCall': {
      const { actingCompanyId, callId, by, dropped, endedAt, answerTimeoutSeconds } = command.data;
      const recorded = recordIn(state, actingCompanyId);
      const call = callOf(recorded, callId);
      // Only the call's two sides end it: its driver, or the manager who took it.
      if ('driverId' in by ? by.driverId !== call.driver.driverId : by.managerId !== call.manager?.managerId) throw forbidden();
      if (!open(call)) return [];
      const { testResultId, companyId } = recorded;
      // Hanging up a call that rang out: nobody answered, and it ended when its time was up.
      if (isUnanswered(call, endedAt, answerTimeoutSeconds)) {
        const at = new Date(secondsAfter(call.requestedAt, answerTimeoutSeconds)).toISOString();
        return [{ type: 'LiveCallEnded', data: { testResultId, companyId, callId, reason: 'unanswered', endedBy: 'system', endedAt: at } }];
      }
      const endedBy = 'driverId' in by ? ('driver' as const) : ('manager' as const);
      const reason = dropped ? ('dropped' as const) : ('hung_up' as const);
      return [{ type: 'LiveCallEnded', data: { testResultId, companyId, callId, reason, endedBy, endedAt } }];
    }
    case 'ExpireLiveCall': {
      const { callId, now, answerTimeoutSeconds } = command.data;
      if (state.status !== 'Recorded') return [];
      const call = state.calls.find((c) => c.callId === callId);
      if (!call || !isUnanswered(call, now, answerTimeoutSeconds)) return [];
      const { testResultId, companyId } = state;
      const endedAt = new Date(secondsAfter(call.requestedAt, answerTimeoutSeconds)).toISOString();
      return [{ type: 'LiveCallEnded', data: { testResultId, companyId, callId, reason: 'unanswered', endedBy: 'system', endedAt } }];
    }
    case 'MarkLiveConfirmationMissed': {
      const { date, cutoffAt } = command.data;
      if (state.status !== 'Recorded' || !state.fromDriverApp || state.missedAt !== null) return [];
      if (state.liveConfirmedAt !== null && Date.parse(state.liveConfirmedAt) <= Date.parse(cutoffAt)) return [];
      const { testResultId, companyId } = state;
      return [{ type: 'LiveConfirmationMissed', data: { testResultId, companyId, date, cutoffAt } }];
    }
    case 'IssueConfirmationCode': {
      const { actingCompanyId, code, manager, issuedAt } = command.data;
      const recorded = awaitingIn(state, actingCompanyId);
      const { testResultId, companyId } = recorded;
      const expiresAt = new Date(secondsAfter(issuedAt, CONFIRMATION_CODE_VALID_MINUTES * 60)).toISOString();
      const codeHash = confirmationCodeHash(testResultId, issuedAt, code);
      return [{ type: 'ConfirmationCodeIssued', data: { testResultId, companyId, codeHash, manager, issuedAt, expiresAt } }];
    }
    case 'EnterConfirmationCode': {
      const { actingCompanyId, driver, code, enteredAt } = command.data;
      const recorded = ownRecord(state, actingCompanyId, driver.driverId);
      if (!recorded.awaiting) throw new DomainError('Errors.AlreadyConfirmed');
      const issued = recorded.code;
      if (!issued || confirmationCodeHash(recorded.testResultId, issued.issuedAt, code) !== issued.codeHash) {
        throw new DomainError('Errors.CodeWrong', [{ path: 'code', key: 'Errors.CodeWrong' }]);
      }
      if (issued.entered) throw new DomainError('Errors.CodeUsed', [{ path: 'code', key: 'Errors.CodeUsed' }]);
      if (Date.parse(enteredAt) > Date.parse(issued.expiresAt)) {
        throw new DomainError('Errors.CodeExpired', [{ path: 'code', key: 'Errors.CodeExpired' }]);
      }
      const { testResultId, companyId } = recorded;
      return [{ type: 'ConfirmationCodeEntered', data: { testResultId, companyId, driver, issuedAt: issued.issuedAt, enteredAt } }];
    }
    case 'ConfirmLive': {
      const { actingCompanyId, method, callId, manager, visualCheck, instructions, decision, comment, confirmedAt, driverOfficeId } =
        command.data;
      const recorded = awaitingIn(state, actingCompanyId);
      if (decision === 'returned' && !comment) throw new DomainError('Errors.Invalid', [{ path: 'comment', key: 'Errors.Required' }]);
      const { testResultId, companyId } = recorded;
      const events: TestResultEvent[] = [];
      let contact: LiveContact;
      if (method === 'video_in_app') {
        // A video confirmation rests on a call this manager took: the one named, still open or ended.
        const call = recorded.calls.find((c) => c.callId === callId && c.manager?.managerId === manager.managerId);
        if (!call?.answeredAt) throw new DomainError('Errors.NoLiveContact', [{ path: 'callId', key: 'Errors.NoLiveContact' }]);
        const endedAt = call.endedAt ?? confirmedAt;
        if (open(call)) {
          events.push({
            type: 'LiveCallEnded',
            data: { testResultId, companyId, callId: call.callId, reason: 'confirmed', endedBy: 'manager', endedAt },
          });
        }
        contact = { method, callId: call.callId, startedAt: call.answeredAt, endedAt, driver: call.driver, manager };
      } else {
        // A phone confirmation rests on this record's code, entered by the driver.
        const code = recorded.code;
        if (!code?.entered) throw new DomainError('Errors.NoLiveContact', [{ path: 'code', key: 'Errors.NoLiveContact' }]);
        contact = {
          method,
          issuedAt: code.issuedAt,
          enteredAt: code.entered.enteredAt,
          driver: code.entered.driver,
          manager: code.manager,
        };
      }
      return [
        ...events,
        { type: 'LiveConfirmationRecorded', data: { testResultId, companyId, contact, visualCheck, instructions, checkedAt: confirmedAt } },
        { type: 'TestResultConfirmed', data: { testResultId, companyId, decision, comment, manager, decidedAt: confirmedAt } },
        ...referralOf({ ...recorded, officeId: driverOfficeId }, decision, manager, confirmedAt),
      ];
    }
    default:
      return assertNever(command);
  }
}

const withCall = (state: Recorded, callId: string, change: (call: LiveCall) => LiveCall): Recorded => ({
  ...state,
  calls: state.calls.map((call) => (call.callId === callId ? change(call) : call)),
});

export function evolve(state: LiveConfirmationState, event: TestResultEvent): LiveConfirmationState {
  if (event.type === 'TestResultRecorded') {
    const { testResultId, companyId, driverId, source, failed, resultMgL } = event.data;
    return {
      status: 'Recorded',
      testResultId,
      companyId,
      driverId,
      failed,
      resultMgL,
      awaiting: true,
      fromDriverApp: source === 'driver_app',
      liveConfirmedAt: null,
      missedAt: null,
      calls: [],
      code: null,
    };
  }
  if (state.status !== 'Recorded') return state;
  switch (event.type) {
    case 'TestResultCorrected':
      return { ...state, driverId: event.data.changes.driverId ?? state.driverId, awaiting: true };
    case 'TestResultConfirmed':
      return { ...state, awaiting: false };
    case 'LiveCallRequested': {
      const { callId, driver, officeId, requestedAt } = event.data;
      const call: LiveCall = {
        callId,
        driver,
        officeId,
        requestedAt,
        status: 'ringing',
        manager: null,
        answeredAt: null,
        endedAt: null,
        reason: null,
      };
      return { ...state, calls: [...state.calls, call] };
    }
    case 'LiveCallAnswered':
      return withCall(state, event.data.callId, (call) => ({
        ...call,
        status: 'answered',
        manager: event.data.manager,
        answeredAt: event.data.answeredAt,
      }));
    case 'LiveCallEnded':
      return withCall(state, event.data.callId, (call) => ({
        ...call,
        status: 'ended',
        endedAt: event.data.endedAt,
        reason: event.data.reason,
      }));
    case 'ConfirmationCodeIssued': {
      const { codeHash, issuedAt, expiresAt, manager } = event.data;
      return { ...state, code: { codeHash, issuedAt, expiresAt, manager, entered: null } };
    }
    case 'ConfirmationCodeEntered': {
      const { enteredAt, driver } = event.data;
      return state.code ? { ...state, code: { ...state.code, entered: { enteredAt, driver } } } : state;
    }
    case 'LiveConfirmationRecorded':
      return { ...state, liveConfirmedAt: event.data.checkedAt };
    case 'LiveConfirmationMissed':
      return { ...state, missedAt: event.data.cutoffAt };
    case 'PositiveResultReferred':
      return state;
    default:
      return assertNever(event);
  }
}

export const liveConfirmationDecider: Decider<LiveCommand, TestResultEvent, LiveConfirmationState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};

/** Decided on the record's own stream (the record, its decisions and every call and code, in one order). */
export const liveConfirmationAggregate: Aggregate<LiveCommand, TestResultEvent, LiveConfirmationState> = {
  decider: liveConfirmationDecider,
  codec: testResultCatalogue,
};
