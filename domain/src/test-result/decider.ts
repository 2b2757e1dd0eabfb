import {
  DEFAULT_DETECTOR_WEEKLY_CHECK_DAYS,
  outOfServiceReasonKey,
  MANUAL_TEST_MAX_FUTURE_MINUTES,
  testResultCatalogue,
  type ConfirmationDecision,
  type RecordManager,
  type TestResultEvent,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { detectorFlagsAt, type DetectorAtTest } from '../detector-maintenance/record-flags';
import { outOfServiceReason } from '../detector-maintenance/service-status';
import { businessDay } from '../calendar/business-day';
import { isFailedTest } from './failed-test';
import { referralOf } from './assistant-referral';
import { missingItems } from './record-rules';
import { evolveTestRecord, recordedRecord, type CurrentRecord, type TestCorrection, type TestRecord } from './current-record';

export type { TestCorrection, TestRecord } from './current-record';

/** A breath-test record. It is never edited nor deleted; corrections and decisions are kept beside it, in order. */
export type TestResultState = { status: 'None' } | ({ status: 'Recorded'; original: TestRecord } & CurrentRecord<TestRecord>);
type Recorded = Extract<TestResultState, { status: 'Recorded' }>;

/** What a detector or a manager reports; the outcome is decided here, with the threshold in force now. */
export type TestReading = Omit<TestRecord, 'failed' | 'detectorFlags' | 'enteredAt'>;

export type TestResultCommand =
  /** `receivedAt`: the server's clock when the record arrived. */
  | {
      type: 'RecordTestResult';
      /** `detector`: the detector that sent it as it stands now (absent for a check typed in by hand). */
      data: { reading: TestReading; alcoholThresholdMgL: number; detector?: DetectorAtTest; weeklyCheckDays?: number };
      receivedAt: string;
    }
  | {
      type: 'CorrectTestResult';
      data: {
        actingCompanyId: string;
        changes: TestCorrection;
        reason: string;
        correctedAt: string;
        correctedBy: RecordManager | null;
      };
    }
  | {
      type: 'ConfirmTestResult';
      data: {
        actingCompanyId: string;
        decision: ConfirmationDecision;
        comment: string | null;
        manager: RecordManager | null;
        decidedAt: string;
        /** The driver's office, named by a referral that may follow (a 補助者 confirming a positive result). */
        driverOfficeId: string | null;
      };
    };

/**
 * The law's rules on a record's items: a remote check says how it was made (and only a remote one does); a
 * check typed in by hand names its detector or says why there was none.
 */
function assertItemsComplete(record: TestRecord): void {
  if (record.method === 'remote' && record.remoteMethod === null) {
    throw new DomainError('Errors.Invalid', [{ path: 'remoteMethod', key: 'Errors.Required' }]);
  }
  if (record.method !== 'remote' && record.remoteMethod !== null) {
    throw new DomainError('Errors.Invalid', [{ path: 'remoteMethod', key: 'Errors.Invalid' }]);
  }
  if (record.source === 'manual' && record.device === null && !record.noDetectorReason) {
    throw new DomainError('Errors.Invalid', [{ path: 'noDetectorReason', key: 'Errors.Required' }]);
  }
  if (record.source === 'driver_app') assertDriverCheckComplete(record);
}

/**
 * A record a person writes (a hand entry, or any correction) is refused while an item the law asks for is missing,
 * each missing item named on its field; a detector's upload is kept as measured (listed as incomplete until corrected).
 */
function assertLawItemsGiven(record: TestRecord): void {
  const missing = missingItems(record);
  if (missing.length > 0)
    throw new DomainError(
      'Errors.Invalid',
      missing.map((path) => ({ path, key: 'Errors.Required' })),
    );
}

/**
 * A check from the driver's phone names the detector that measured, both photos (the display and the face), the
 * location or why it is missing, and the vehicle or why there was none.
 */
function assertDriverCheckComplete(record: TestRecord): void {
  const fields: { path: string; key: string }[] = [];
  if (record.device === null) fields.push({ path: 'detector', key: 'Errors.Required' });
  if (!record.photos.some((photo) => photo.kind === 'display')) fields.push({ path: 'displayPhoto', key: 'Errors.Required' });
  if (!record.photos.some((photo) => photo.kind === 'face')) fields.push({ path: 'facePhoto', key: 'Errors.Required' });
  if (record.location === null && record.locationMissingReason === null)
    fields.push({ path: 'locationMissingReason', key: 'Errors.Required' });
  if (record.carId === null && !record.noVehicleReason) fields.push({ path: 'noVehicleReason', key: 'Errors.Required' });
  if (fields.length) throw new DomainError('Errors.Invalid', fields);
}

/** What a driver states on the phone; a retry of the same check states exactly this again. */
const DRIVER_STATED: readonly (keyof TestReading)[] = [
  'driverId',
  'carId',
  'noVehicleReason',
  'checkType',
  'testedAt',
  'resultMgL',
  'photos',
  'location',
  'locationMissingReason',
  'phoneTime',
  'offline',
];

/** The same check sent again (the phone retries until it hears the answer): same detector and same stated values. */
export const isSameDriverCheck = (recorded: TestRecord, reading: TestReading): boolean =>
  recorded.device?.deviceId === reading.device?.deviceId && DRIVER_STATED.every((key) => sameValue(recorded[key], reading[key]));

/** A value's JSON with object keys sorted: two values equal by content compare equal whatever their keys' order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const sameValue = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function recordedIn(state: TestResultState, companyId: string): Recorded {
  if (state.status !== 'Recorded' || state.original.companyId !== companyId) throw notFound();
  return state;
}

/** A check typed in by hand cannot have happened later than now, give or take a few minutes of clock drift. */
function isTooFarAhead(testedAt: string, receivedAt: string): boolean {
  return Date.parse(testedAt) - Date.parse(receivedAt) > MANUAL_TEST_MAX_FUTURE_MINUTES * 60_000;
}

export function decide(command: TestResultCommand, state: TestResultState): TestResultEvent[] {
  switch (command.type) {
    case 'RecordTestResult': {
      // A retry of a record already made (same device-generated id) records nothing: the first one stands. The
      // phone's id names one check: the same id with something else stated is refused, never silently dropped.
      if (state.status === 'Recorded') {
        if (command.data.reading.source === 'driver_app' && !isSameDriverCheck(state.original, command.data.reading))
          throw new DomainError('Errors.Conflict', [{ path: 'id', key: 'Errors.Conflict' }]);
        return [];
      }
      // A detector out of service (taken out, a failed check, past its 使用期限 or its sensor's life) may measure
      // wrong: what it measures is no record. The refusal names why.
      if (command.data.detector) {
        const { status, upkeep } = command.data.detector;
        // Its 使用期限 counts on the day it measured: a reading taken in time and sent late is kept.
        const reason = outOfServiceReason(status, upkeep, businessDay(command.data.reading.testedAt));
        if (reason) throw new DomainError('Errors.DeviceOutOfService', [{ path: 'detector', key: outOfServiceReasonKey[reason] }]);
      }
      // A check typed in by hand, or taken on a phone, cannot be dated later than now (a detector's clock is its own).
      const { source } = command.data.reading;
      if (source !== 'device' && isTooFarAhead(command.data.reading.testedAt, command.receivedAt)) {
        throw new DomainError('Errors.Invalid', [{ path: source === 'driver_app' ? 'phoneTime' : 'time', key: 'Errors.TimeInFuture' }]);
      }
      const failed = isFailedTest(command.data.reading.resultMgL, command.data.alcoholThresholdMgL);
      const checked: TestRecord = { ...command.data.reading, failed, detectorFlags: [], enteredAt: command.receivedAt };
      assertItemsComplete(checked);
      if (checked.source === 'manual') assertLawItemsGiven(checked);
      return [
        {
          type: 'TestResultRecorded',
          data: {
            ...command.data.reading,
            failed,
            enteredAt: command.receivedAt,
            detectorFlags: command.data.detector
              ? detectorFlagsAt(
                  command.data.reading.testedAt,
                  command.data.detector,
                  command.data.weeklyCheckDays ?? DEFAULT_DETECTOR_WEEKLY_CHECK_DAYS,
                )
              : [],
          },
        },
      ];
    }
    case 'CorrectTestResult': {
      const recorded = recordedIn(state, command.data.actingCompanyId);
      const current = recorded.record;
      const changes = Object.fromEntries(
        Object.entries(command.data.changes).filter(
          ([key, value]) => value !== undefined && !sameValue(current[key as keyof TestRecord], value),
        ),
      ) as TestCorrection;
      if (isEmpty(changes)) return [];
      if (changes.testedAt !== undefined) {
        // A detector's time is what it measured; a hand entry's time may be wrong, but never later than now.
        if (recorded.original.source !== 'manual')
          throw new DomainError('Errors.Invalid', [{ path: 'time', key: 'Errors.DetectorTimeFixed' }]);
        if (isTooFarAhead(changes.testedAt, command.data.correctedAt)) {
          throw new DomainError('Errors.Invalid', [{ path: 'time', key: 'Errors.TimeInFuture' }]);
        }
      }
      assertItemsComplete({ ...current, ...changes });
      assertLawItemsGiven({ ...current, ...changes });
      return [
        {
          type: 'TestResultCorrected',
          data: {
            testResultId: recorded.original.testResultId,
            companyId: recorded.original.companyId,
            changes,
            reason: command.data.reason,
            correctedAt: command.data.correctedAt,
            correctedBy: command.data.correctedBy,
          },
        },
      ];
    }
    case 'ConfirmTestResult': {
      const recorded = recordedIn(state, command.data.actingCompanyId);
      const { decision, comment, manager, decidedAt, driverOfficeId } = command.data;
      if (decision === 'returned' && !comment) throw new DomainError('Errors.Invalid', [{ path: 'comment', key: 'Errors.Required' }]);
      // The same decision twice, with no correction in between, is a retry: the first one stands.
      if (recorded.confirmationStatus === decision) return [];
      const { testResultId, companyId } = recorded.original;
      const { driverId, failed, resultMgL } = recorded.record;
      return [
        { type: 'TestResultConfirmed', data: { testResultId, companyId, decision, comment, manager, decidedAt } },
        ...referralOf({ testResultId, companyId, driverId, failed, resultMgL, officeId: driverOfficeId }, decision, manager, decidedAt),
      ];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: TestResultState, event: TestResultEvent): TestResultState {
  switch (event.type) {
    case 'TestResultRecorded':
      return { status: 'Recorded', original: event.data, ...recordedRecord(event.data) };
    case 'TestResultCorrected':
    case 'TestResultConfirmed':
    case 'LiveConfirmationRecorded':
      return state.status === 'Recorded' ? { ...state, ...evolveTestRecord(state, event) } : state;
    // Calls and codes (issue 35) change nothing of the record until a live confirmation states its items; a
    // referral to the 安全運転管理者 (item 4) changes nothing of it either: it tells them of it.
    case 'LiveCallRequested':
    case 'LiveCallAnswered':
    case 'LiveCallEnded':
    case 'ConfirmationCodeIssued':
    case 'ConfirmationCodeEntered':
    case 'LiveConfirmationMissed':
    case 'PositiveResultReferred':
      return state;
    default:
      return assertNever(event);
  }
}

export const testResultDecider: Decider<TestResultCommand, TestResultEvent, TestResultState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const testResultAggregate: Aggregate<TestResultCommand, TestResultEvent, TestResultState> = {
  decider: testResultDecider,
  codec: testResultCatalogue,
};
