import { describe, expect, it } from 'vitest';
import { ABSENT_RECORD_ITEMS, recordManagerWords, type TestResultEvent } from '@fleetcheck/contracts';
import { fold } from '../shared/decider';
import { decide as decideLive, liveConfirmationDecider, type LiveCommand } from '../live-confirmation/decider';
import { recordManagerOf, safeDrivingManagersFor } from '../manager/confirmer';
import { decide, testResultDecider, type TestResultCommand } from './decider';

/** Record t1 of company c1, driver drv1, measured 0.25 mg/l (positive) or 0 (negative). */
const recorded = (resultMgL: number): TestResultEvent => ({
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
    resultMgL,
    failed: resultMgL >= 0.15,
    detectorFlags: [],
    photo: null,
    location: null,
    method: 'remote',
    remoteMethod: 'video',
    noDetectorReason: 'phone app',
    enteredAt: '2026-04-01T00:00:00.000Z',
  },
});
const sato = { managerId: 'm2', name: '佐藤 花子', role: 'assistant' as const };
const yamada = { managerId: 'm1', name: '山田 太郎' };
const at = (clock: string) => `2026-04-01T${clock}.000Z`;

const confirm = (manager: typeof yamada | typeof sato | null, decision: 'confirmed' | 'returned' = 'confirmed'): TestResultCommand => ({
  type: 'ConfirmTestResult',
  data: {
    actingCompanyId: 'c1',
    decision,
    comment: decision === 'returned' ? '測り直し' : null,
    manager,
    decidedAt: at('09:05:00'),
    driverOfficeId: 'o1',
  },
});
const confirmOn = (given: TestResultEvent[], command: TestResultCommand) => decide(command, fold(testResultDecider, given));

describe('a 補助者 confirming a record', () => {
  it('a positive result confirmed by a 補助者 is referred to the 安全運転管理者, once, after the decision', () => {
    const events = confirmOn([recorded(0.25)], confirm(sato));
    expect(events.map((e) => e.type)).toEqual(['TestResultConfirmed', 'PositiveResultReferred']);
    expect(events[1]!.data).toEqual({
      testResultId: 't1',
      companyId: 'c1',
      driverId: 'drv1',
      resultMgL: 0.25,
      assistant: { managerId: 'm2', name: '佐藤 花子', role: 'assistant' },
      referredAt: '2026-04-01T09:05:00.000Z',
      // The driver's office the command brought: its managers' live queues show the referral.
      officeId: 'o1',
    });
    // The same confirmation again is a retry: nothing more, no second referral.
    expect(confirmOn([recorded(0.25), ...events], confirm(sato))).toEqual([]);
  });

  it('nothing is referred for a 安全運転管理者, a negative result, a return or an admin acting for the company', () => {
    expect(confirmOn([recorded(0.25)], confirm(yamada)).map((e) => e.type)).toEqual(['TestResultConfirmed']);
    expect(confirmOn([recorded(0)], confirm(sato)).map((e) => e.type)).toEqual(['TestResultConfirmed']);
    expect(confirmOn([recorded(0.25)], confirm(sato, 'returned')).map((e) => e.type)).toEqual(['TestResultConfirmed']);
    expect(confirmOn([recorded(0.25)], confirm(null)).map((e) => e.type)).toEqual(['TestResultConfirmed']);
  });

  it('a 補助者 confirming a positive result live by video: the record keeps 補助者 as its 確認者, and the result is referred', () => {
    const commands: LiveCommand[] = [
      {
        type: 'RequestLiveCall',
        data: {
          actingCompanyId: 'c1',
          driver: { driverId: 'drv1', name: '鈴木 一郎' },
          officeId: 'o1',
          callId: 'k1',
          requestedAt: at('09:00:00'),
        },
      },
      {
        type: 'AnswerLiveCall',
        data: { actingCompanyId: 'c1', callId: 'k1', manager: sato, answeredAt: at('09:00:20'), answerTimeoutSeconds: 60 },
      },
      {
        type: 'ConfirmLive',
        data: {
          actingCompanyId: 'c1',
          method: 'video_in_app',
          callId: 'k1',
          manager: sato,
          visualCheck: { faceColour: 'not_normal', breathSmell: 'not_normal', voice: 'normal', remark: null },
          instructions: '乗務中止',
          decision: 'confirmed',
          comment: null,
          confirmedAt: at('09:03:00'),
          driverOfficeId: 'o1',
        },
      },
    ];
    const events: TestResultEvent[] = [recorded(0.25)];
    for (const command of commands) events.push(...decideLive(command, fold(liveConfirmationDecider, events)));
    expect(events.slice(3).map((e) => e.type)).toEqual([
      'LiveCallEnded',
      'LiveConfirmationRecorded',
      'TestResultConfirmed',
      'PositiveResultReferred',
    ]);
    expect(events.at(-1)!.data).toMatchObject({ resultMgL: 0.25, assistant: sato, referredAt: at('09:03:00'), officeId: 'o1' });
    const record = fold(testResultDecider, events);
    expect(record.status === 'Recorded' && record.record.checker).toEqual(sato);
    // The record book prints the 確認者 with （補助者）.
    expect(recordManagerWords(sato, 'ja')).toBe('佐藤 花子（補助者）');
    expect(recordManagerWords(sato, 'en')).toBe('佐藤 花子 (Assistant confirmer)');
    expect(recordManagerWords(yamada, 'ja')).toBe('山田 太郎');
  });
});

describe('the role a manager confirms in', () => {
  const profile = { lastName: '佐藤', firstName: '花子' };
  it('a manager is named as a 安全運転管理者 unless set to 補助者 (managers from before roles, too)', () => {
    expect(recordManagerOf('m2', { ...profile, confirmerRole: 'assistant' })).toEqual({
      managerId: 'm2',
      name: '佐藤 花子',
      role: 'assistant',
    });
    expect(recordManagerOf('m2', { ...profile, confirmerRole: 'safe_driving_manager' })).toEqual({ managerId: 'm2', name: '佐藤 花子' });
    expect(recordManagerOf('m2', profile)).toEqual({ managerId: 'm2', name: '佐藤 花子' });
  });

  it("a referral goes to the 安全運転管理者 of the driver's office and the company-wide ones, never to a 補助者", () => {
    const managers = [
      { id: 'tokyo-sdm', officeId: 'tokyo', confirmerRole: 'safe_driving_manager' as const },
      { id: 'tokyo-legacy', officeId: 'tokyo' },
      { id: 'tokyo-assistant', officeId: 'tokyo', confirmerRole: 'assistant' as const },
      { id: 'osaka-sdm', officeId: 'osaka', confirmerRole: 'safe_driving_manager' as const },
      { id: 'company-sdm', officeId: null },
      { id: 'company-assistant', officeId: null, confirmerRole: 'assistant' as const },
    ];
    expect(safeDrivingManagersFor(managers, 'tokyo').map((m) => m.id)).toEqual(['tokyo-sdm', 'tokyo-legacy', 'company-sdm']);
    expect(safeDrivingManagersFor(managers, null).map((m) => m.id)).toEqual(['company-sdm']);
    // An office with no 安全運転管理者 of its own, and none company-wide: every 安全運転管理者 of the company.
    const noneThere = managers.filter((m) => m.id !== 'company-sdm');
    expect(safeDrivingManagersFor(noneThere, 'nagoya').map((m) => m.id)).toEqual(['tokyo-sdm', 'tokyo-legacy', 'osaka-sdm']);
    expect(safeDrivingManagersFor([{ officeId: 'tokyo', confirmerRole: 'assistant' as const }], 'tokyo')).toEqual([]);
  });
});
