import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS, type TestResultEvent } from '@fleetcheck/contracts';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { testResultDecider } from '../test-result/decider';
import { confirmationCodeHash, decide, liveConfirmationDecider, type LiveCommand } from './decider';

/** A driver's check awaiting its manager: record t1 of company c1, driver drv1. */
const recorded: TestResultEvent = {
  type: 'TestResultRecorded',
  data: {
    ...ABSENT_RECORD_ITEMS,
    testResultId: 't1',
    companyId: 'c1',
    source: 'driver_app',
    device: null,
    deviceResultId: null,
    driverId: 'drv1',
    carId: 'car1',
    testedAt: '2026-04-01T00:00:00.000Z',
    resultMgL: 0,
    failed: false,
    detectorFlags: [],
    photo: null,
    location: null,
    method: 'remote',
    remoteMethod: 'video',
    noDetectorReason: 'phone app',
    enteredAt: '2026-04-01T00:00:00.000Z',
  },
};
const driver = { driverId: 'drv1', name: '佐藤 花子' };
const yamada = { managerId: 'm1', name: '山田 太郎' };
const suzuki = { managerId: 'm2', name: '鈴木 一郎' };
const TIMEOUT = 60;
const at = (clock: string) => `2026-04-01T${clock}.000Z`;

/** Applies commands in order, as the handler does (each decided on the state the previous ones left). */
function run(...commands: LiveCommand[]): TestResultEvent[] {
  const events: TestResultEvent[] = [recorded];
  for (const command of commands) events.push(...decide(command, fold(liveConfirmationDecider, events)));
  return events;
}
const refusal = (events: TestResultEvent[], command: LiveCommand): DomainError => {
  try {
    decide(command, fold(liveConfirmationDecider, events));
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('not refused');
};

const call = (callId: string, clock: string): LiveCommand => ({
  type: 'RequestLiveCall',
  data: { actingCompanyId: 'c1', driver, officeId: 'o1', callId, requestedAt: at(clock) },
});
const answer = (callId: string, manager: typeof yamada, clock: string): LiveCommand => ({
  type: 'AnswerLiveCall',
  data: { actingCompanyId: 'c1', callId, manager, answeredAt: at(clock), answerTimeoutSeconds: TIMEOUT },
});
const visualCheck = { faceColour: 'normal', breathSmell: 'normal', voice: 'normal', remark: null } as const;
const confirmVideo = (callId: string, manager: typeof yamada, clock: string): LiveCommand => ({
  type: 'ConfirmLive',
  data: {
    actingCompanyId: 'c1',
    method: 'video_in_app',
    callId,
    manager,
    visualCheck,
    instructions: '安全運転で',
    decision: 'confirmed',
    comment: null,
    confirmedAt: at(clock),
    driverOfficeId: null,
  },
});
const issue = (code: string, clock: string): LiveCommand => ({
  type: 'IssueConfirmationCode',
  data: { actingCompanyId: 'c1', code, manager: yamada, issuedAt: at(clock) },
});
const enter = (code: string, clock: string): LiveCommand => ({
  type: 'EnterConfirmationCode',
  data: { actingCompanyId: 'c1', driver, code, enteredAt: at(clock) },
});

describe('live confirmation by video', () => {
  it('a call answered by the first manager is confirmed with its times and both sides, and the record states the items', () => {
    const events = run(call('k1', '09:01:30'), answer('k1', yamada, '09:02:00'), confirmVideo('k1', yamada, '09:04:00'));
    expect(events.slice(1).map((e) => e.type)).toEqual([
      'LiveCallRequested',
      'LiveCallAnswered',
      'LiveCallEnded',
      'LiveConfirmationRecorded',
      'TestResultConfirmed',
    ]);
    expect(events[3]!.data).toMatchObject({ reason: 'confirmed', endedBy: 'manager', endedAt: at('09:04:00') });
    expect(events[4]!.data).toEqual({
      testResultId: 't1',
      companyId: 'c1',
      contact: { method: 'video_in_app', callId: 'k1', startedAt: at('09:02:00'), endedAt: at('09:04:00'), driver, manager: yamada },
      visualCheck,
      instructions: '安全運転で',
      checkedAt: at('09:04:00'),
    });
    expect(events[5]!.data).toMatchObject({ decision: 'confirmed', manager: yamada, decidedAt: at('09:04:00') });
    const record = fold(testResultDecider, events);
    expect(record.status === 'Recorded' && record.record).toMatchObject({
      method: 'remote',
      remoteMethod: 'video',
      checker: yamada,
      visualCheck,
      instructions: '安全運転で',
    });
    expect(record.status === 'Recorded' && record.confirmationStatus).toBe('confirmed');
  });

  it('two managers racing: the second is refused with the name of the one who took the call, and nothing is appended', () => {
    const events = run(call('k1', '09:01:00'), answer('k1', yamada, '09:01:10'));
    const second = refusal(events, answer('k1', suzuki, '09:01:10'));
    expect(second.key).toBe('Errors.CallTaken');
    expect(second.status).toBe(409);
    expect(second.params).toEqual({ name: '山田 太郎' });
    // The one who took it answering again (a retry) changes nothing.
    expect(decide(answer('k1', yamada, '09:01:11'), fold(liveConfirmationDecider, events))).toEqual([]);
  });

  it('a call nobody answers ends as unanswered at requested time + the answer time, and can no longer be answered', () => {
    const events = run(call('k1', '09:00:00'));
    const expire = (clock: string): LiveCommand => ({
      type: 'ExpireLiveCall',
      data: { callId: 'k1', now: at(clock), answerTimeoutSeconds: TIMEOUT },
    });
    // 59 s after: not due yet.
    expect(decide(expire('09:00:59'), fold(liveConfirmationDecider, events))).toEqual([]);
    expect(refusal(events, answer('k1', yamada, '09:01:00')).key).toBe('Errors.CallEnded');
    const expired = run(call('k1', '09:00:00'), expire('09:01:30'));
    expect(expired.at(-1)).toEqual({
      type: 'LiveCallEnded',
      data: { testResultId: 't1', companyId: 'c1', callId: 'k1', reason: 'unanswered', endedBy: 'system', endedAt: at('09:01:00') },
    });
    expect(decide(expire('09:02:00'), fold(liveConfirmationDecider, expired))).toEqual([]);
  });

  it('the rang-out end is decided once: whoever comes first (the check on a schedule, or the driver hanging up) writes the same end', () => {
    const expire = (callId: string, clock: string): LiveCommand => ({
      type: 'ExpireLiveCall',
      data: { callId, now: at(clock), answerTimeoutSeconds: TIMEOUT },
    });
    const hangUp: LiveCommand = {
      type: 'EndLiveCall',
      data: {
        actingCompanyId: 'c1',
        callId: 'k1',
        by: { driverId: 'drv1' },
        dropped: false,
        endedAt: at('09:03:00'),
        answerTimeoutSeconds: TIMEOUT,
      },
    };
    const unanswered = {
      type: 'LiveCallEnded',
      data: { testResultId: 't1', companyId: 'c1', callId: 'k1', reason: 'unanswered', endedBy: 'system', endedAt: at('09:01:00') },
    };
    // The driver hangs up late, then the check comes: one end, at the moment the time was up.
    expect(run(call('k1', '09:00:00'), hangUp, expire('k1', '09:05:00')).slice(2)).toEqual([unanswered]);
    // The check comes first, then the driver hangs up: the same single end.
    expect(run(call('k1', '09:00:00'), expire('k1', '09:05:00'), hangUp).slice(2)).toEqual([unanswered]);
    // An answered call, an unknown call and a record with no call are never expired.
    expect(run(call('k1', '09:00:00'), answer('k1', yamada, '09:00:30'), expire('k1', '09:05:00')).slice(3)).toEqual([]);
    expect(run(call('k1', '09:00:00'), expire('k9', '09:05:00')).slice(2)).toEqual([]);
    expect(decide(expire('k1', '09:05:00'), { status: 'None' })).toEqual([]);
  });

  it('the cut-off passing with no live confirmation is said once; a check confirmed live in time, or from a detector, is not 未確認', () => {
    const missed = (cutoff: string): LiveCommand => ({
      type: 'MarkLiveConfirmationMissed',
      data: { date: '2026-04-01', cutoffAt: at(cutoff) },
    });
    const said = {
      type: 'LiveConfirmationMissed',
      data: { testResultId: 't1', companyId: 'c1', date: '2026-04-01', cutoffAt: at('09:00:00') },
    };
    // No confirmation at all: said once, however often the job runs.
    expect(run(missed('09:00:00'), missed('09:00:00')).slice(1)).toEqual([said]);
    // Confirmed live after the cut-off: still 未確認 for its day.
    const late = run(call('k1', '09:10:00'), answer('k1', yamada, '09:10:10'), confirmVideo('k1', yamada, '09:12:00'), missed('09:00:00'));
    expect(late.at(-1)).toEqual(said);
    // Confirmed live by the cut-off: nothing to say.
    const inTime = run(
      call('k1', '08:50:00'),
      answer('k1', yamada, '08:50:10'),
      confirmVideo('k1', yamada, '08:55:00'),
      missed('09:00:00'),
    );
    expect(inTime.at(-1)!.type).toBe('TestResultConfirmed');
    // A detector's record never needs one; a record unknown says nothing.
    const detector: TestResultEvent = { ...recorded, data: { ...recorded.data, source: 'device' } } as TestResultEvent;
    expect(decide(missed('09:00:00'), fold(liveConfirmationDecider, [detector]))).toEqual([]);
    expect(decide(missed('09:00:00'), { status: 'None' })).toEqual([]);
  });

  it('a dropped call is kept; calling again keeps every attempt and the second call is the one confirmed', () => {
    const events = run(
      call('k1', '09:00:00'),
      answer('k1', yamada, '09:00:10'),
      {
        type: 'EndLiveCall',
        data: {
          actingCompanyId: 'c1',
          callId: 'k1',
          by: { driverId: 'drv1' },
          dropped: true,
          endedAt: at('09:01:00'),
          answerTimeoutSeconds: TIMEOUT,
        },
      },
      call('k2', '09:01:30'),
      answer('k2', yamada, '09:01:40'),
      confirmVideo('k2', yamada, '09:03:00'),
    );
    const calls = events.filter((e) => e.type === 'LiveCallRequested').map((e) => e.data.callId);
    expect(calls).toEqual(['k1', 'k2']);
    expect(events.find((e) => e.type === 'LiveCallEnded')!.data).toMatchObject({ callId: 'k1', reason: 'dropped', endedBy: 'driver' });
    const confirmed = events.find((e) => e.type === 'LiveConfirmationRecorded')!;
    expect(confirmed.data).toMatchObject({ contact: { callId: 'k2', startedAt: at('09:01:40'), endedAt: at('09:03:00') } });
  });

  it('calling again while a call is still open ends that one as dropped', () => {
    const events = run(call('k1', '09:00:00'), call('k2', '09:00:20'));
    expect(events.slice(2).map((e) => [e.type, 'callId' in e.data && e.data.callId])).toEqual([
      ['LiveCallEnded', 'k1'],
      ['LiveCallRequested', 'k2'],
    ]);
  });

  it('refuses a video confirmation on a call the manager did not take, a call for another driver and a confirmed record', () => {
    const events = run(call('k1', '09:00:00'), answer('k1', yamada, '09:00:10'));
    expect(decide(confirmVideo('k1', yamada, '09:01:00'), fold(liveConfirmationDecider, events))).toHaveLength(3);
    expect(refusal(events, confirmVideo('k1', suzuki, '09:01:00')).key).toBe('Errors.NoLiveContact');
    const other: LiveCommand = {
      type: 'RequestLiveCall',
      data: {
        actingCompanyId: 'c1',
        driver: { driverId: 'drv2', name: '他人' },
        officeId: null,
        callId: 'k9',
        requestedAt: at('09:00:00'),
      },
    };
    expect(refusal(events, other).key).toBe('Errors.NotFound');
    const confirmed = run(call('k1', '09:00:00'), answer('k1', yamada, '09:00:10'), confirmVideo('k1', yamada, '09:01:00'));
    expect(refusal(confirmed, call('k3', '09:05:00')).key).toBe('Errors.AlreadyConfirmed');
    expect(
      refusal(events, { ...call('k5', '09:00:00'), data: { ...call('k5', '09:00:00').data, actingCompanyId: 'c2' } } as LiveCommand).key,
    ).toBe('Errors.NotFound');
  });
});

describe('live confirmation by phone code', () => {
  it('a code entered within 10 minutes proves the contact; the record keeps phone, issued-at, entered-at and by whom', () => {
    const events = run(issue('123456', '09:00:00'), enter('123456', '09:09:59'), {
      type: 'ConfirmLive',
      data: { ...(confirmVideo('', yamada, '09:10:30').data as object), method: 'phone_code', callId: null },
    } as LiveCommand);
    const issued = events.find((e) => e.type === 'ConfirmationCodeIssued')!;
    expect(issued.data).toEqual({
      testResultId: 't1',
      companyId: 'c1',
      codeHash: confirmationCodeHash('t1', at('09:00:00'), '123456'),
      manager: yamada,
      issuedAt: at('09:00:00'),
      expiresAt: at('09:10:00'),
    });
    expect(JSON.stringify(issued)).not.toContain('123456');
    expect(events.find((e) => e.type === 'LiveConfirmationRecorded')!.data).toMatchObject({
      contact: { method: 'phone_code', issuedAt: at('09:00:00'), enteredAt: at('09:09:59'), driver, manager: yamada },
    });
    const record = fold(testResultDecider, events);
    expect(record.status === 'Recorded' && record.record.remoteMethod).toBe('phone');
  });

  it('refuses a wrong, an expired and a reused code (after the right one is taken)', () => {
    const issued = run(issue('123456', '09:00:00'));
    expect(refusal(issued, enter('654321', '09:01:00')).key).toBe('Errors.CodeWrong');
    expect(refusal(issued, enter('123456', '09:10:01')).key).toBe('Errors.CodeExpired');
    const entered = run(issue('123456', '09:00:00'), enter('123456', '09:01:00'));
    expect(entered.at(-1)!.type).toBe('ConfirmationCodeEntered');
    expect(refusal(entered, enter('123456', '09:02:00')).key).toBe('Errors.CodeUsed');
    // A new code replaces the last one: the old one is wrong from then on.
    const reissued = run(issue('123456', '09:00:00'), issue('999999', '09:05:00'));
    expect(refusal(reissued, enter('123456', '09:06:00')).key).toBe('Errors.CodeWrong');
  });

  it('a phone confirmation needs the code entered', () => {
    const issued = run(issue('123456', '09:00:00'));
    const phone = {
      type: 'ConfirmLive',
      data: { ...(confirmVideo('', yamada, '09:03:00').data as object), method: 'phone_code', callId: null },
    };
    expect(refusal(issued, phone as LiveCommand).key).toBe('Errors.NoLiveContact');
  });
});
