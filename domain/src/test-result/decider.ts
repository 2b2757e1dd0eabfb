import {
  MANUAL_TEST_MAX_FUTURE_MINUTES,
  testResultCatalogue,
  type EventOf,
  type TestResultCorrected,
  type TestResultEvent,
  type TestResultRecorded,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { isFailedTest } from './failed-test';

export type TestRecord = EventOf<typeof TestResultRecorded>['data'];
export type TestCorrection = EventOf<typeof TestResultCorrected>['data']['changes'];

/** A breath-test record. It is never edited nor deleted; corrections are kept beside it, in order. */
export type TestResultState = { status: 'None' } | { status: 'Recorded'; record: TestRecord; corrections: TestCorrection[] };

/** What a detector or a manager reports; the outcome is decided here, with the threshold in force now. */
export type TestReading = Omit<TestRecord, 'failed'>;

export type TestResultCommand =
  /** `receivedAt`: the server's clock when the record arrived. */
  | { type: 'RecordTestResult'; data: { reading: TestReading; alcoholThresholdMgL: number }; receivedAt: string }
  | { type: 'CorrectTestResult'; data: { actingCompanyId: string; changes: TestCorrection; reason: string; correctedAt: string } };

/** What the record says now: the original with every correction applied (the original stays in the log). */
export function currentRecord(state: Extract<TestResultState, { status: 'Recorded' }>): TestRecord {
  return state.corrections.reduce<TestRecord>((record, changes) => ({ ...record, ...changes }), state.record);
}

/** A check typed in by hand cannot have happened later than now, give or take a few minutes of clock drift. */
function isTooFarAhead(testedAt: string, receivedAt: string): boolean {
  return Date.parse(testedAt) - Date.parse(receivedAt) > MANUAL_TEST_MAX_FUTURE_MINUTES * 60_000;
}

export function decide(command: TestResultCommand, state: TestResultState): TestResultEvent[] {
  switch (command.type) {
    case 'RecordTestResult':
      // A retry of a record already made (same device-generated id) records nothing: the first one stands.
      if (state.status === 'Recorded') return [];
      if (command.data.reading.source === 'manual' && isTooFarAhead(command.data.reading.testedAt, command.receivedAt)) {
        throw new DomainError('Errors.Invalid', [{ path: 'time', key: 'Errors.TimeInFuture' }]);
      }
      return [
        {
          type: 'TestResultRecorded',
          data: { ...command.data.reading, failed: isFailedTest(command.data.reading.resultMgL, command.data.alcoholThresholdMgL) },
        },
      ];
    case 'CorrectTestResult': {
      if (state.status !== 'Recorded' || state.record.companyId !== command.data.actingCompanyId) throw notFound();
      const current = currentRecord(state);
      const changes = Object.fromEntries(
        Object.entries(command.data.changes).filter(([key, value]) => value !== undefined && current[key as keyof TestRecord] !== value),
      ) as TestCorrection;
      if (isEmpty(changes)) return [];
      return [
        {
          type: 'TestResultCorrected',
          data: {
            testResultId: state.record.testResultId,
            companyId: state.record.companyId,
            changes,
            reason: command.data.reason,
            correctedAt: command.data.correctedAt,
          },
        },
      ];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: TestResultState, event: TestResultEvent): TestResultState {
  switch (event.type) {
    case 'TestResultRecorded':
      return { status: 'Recorded', record: event.data, corrections: [] };
    case 'TestResultCorrected':
      return state.status === 'Recorded' ? { ...state, corrections: [...state.corrections, event.data.changes] } : state;
    case 'DetectorMaintained':
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
