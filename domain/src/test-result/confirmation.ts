import type { TestResultEvent } from '@fleetcheck/contracts';
import { assertNever } from '../shared/decider';

/**
 * Where a record stands with its manager: awaiting a decision, confirmed, or returned (it stays on the
 * dashboard until corrected). A correction changes what was confirmed, so it asks for a new decision.
 */
export type ConfirmationStatus = 'awaiting' | 'confirmed' | 'returned';

export function confirmationStatusAfter(status: ConfirmationStatus, event: TestResultEvent): ConfirmationStatus {
  switch (event.type) {
    case 'TestResultRecorded':
    case 'TestResultCorrected':
      return 'awaiting';
    case 'TestResultConfirmed':
      return event.data.decision;
    default:
      return assertNever(event);
  }
}
