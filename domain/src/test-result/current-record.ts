import type {
  ConfirmationDecision,
  EventOf,
  LiveConfirmationRecorded,
  RecordManager,
  TestResultConfirmed,
  TestResultCorrected,
  TestResultRecorded,
} from '@fleetcheck/contracts';
import { assertNever } from '../shared/decider';

export type TestRecord = EventOf<typeof TestResultRecorded>['data'];
export type TestCorrection = EventOf<typeof TestResultCorrected>['data']['changes'];
type Later = EventOf<typeof TestResultCorrected> | EventOf<typeof TestResultConfirmed> | EventOf<typeof LiveConfirmationRecorded>;

/**
 * The record items a live confirmation states (issue 35): a remote check by camera (video in the app) or by mobile
 * phone (a code), its 確認者, the visual check and 指示事項. The decision follows as its own event.
 */
export const liveConfirmationItems = (data: EventOf<typeof LiveConfirmationRecorded>['data']): TestCorrection => ({
  method: 'remote',
  remoteMethod: data.contact.method === 'video_in_app' ? 'video' : 'phone',
  checker: data.contact.manager,
  visualCheck: data.visualCheck,
  instructions: data.instructions,
});

/** A manager's decision on a record, kept beside the record's 確認者 (who checked the driver), never in its place. */
export interface RecordDecision {
  decision: ConfirmationDecision;
  comment: string | null;
  manager: RecordManager | null;
  decidedAt: string;
}

/**
 * Where a record stands with its manager: awaiting a decision, confirmed, or returned (it stays on the
 * dashboard until corrected). A correction changes what was confirmed, so it asks for a new decision.
 */
export type ConfirmationStatus = 'awaiting' | 'confirmed' | 'returned';

/**
 * A record as it stands now: the original with every correction applied (the original stays in the log), where it
 * stands with its manager and the last decision. `R` is the record's shape for the reader: the decider folds the
 * event's data, the projection its read document (through `changesOf`, which maps a correction onto that shape).
 */
export interface CurrentRecord<R> {
  record: R;
  confirmationStatus: ConfirmationStatus;
  confirmation: RecordDecision | null;
  corrections: number;
}

/** The record as first recorded: awaiting its manager. */
export const recordedRecord = <R>(record: R): CurrentRecord<R> => ({
  record,
  confirmationStatus: 'awaiting',
  confirmation: null,
  corrections: 0,
});

/**
 * The one fold of a record's later events (corrections and decisions), for the decider and the projection alike.
 * A decision never changes the record's items: confirming a record leaves its 確認者 as it is.
 */
export function evolveRecord<R>(
  current: CurrentRecord<R>,
  event: Later,
  changesOf: (changes: TestCorrection) => Partial<R>,
): CurrentRecord<R> {
  switch (event.type) {
    case 'TestResultCorrected':
      return {
        record: { ...current.record, ...changesOf(event.data.changes) },
        confirmationStatus: 'awaiting',
        confirmation: current.confirmation,
        corrections: current.corrections + 1,
      };
    case 'LiveConfirmationRecorded':
      return { ...current, record: { ...current.record, ...changesOf(liveConfirmationItems(event.data)) } };
    case 'TestResultConfirmed': {
      const { decision, comment, manager, decidedAt } = event.data;
      return { ...current, confirmationStatus: decision, confirmation: { decision, comment, manager, decidedAt } };
    }
    default:
      return assertNever(event);
  }
}

/** The decider's fold: corrections are the event's own changes. */
export const evolveTestRecord = (current: CurrentRecord<TestRecord>, event: Later): CurrentRecord<TestRecord> =>
  evolveRecord(current, event, (changes) => Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)));
