import { confirmerRoleOf, type ConfirmationDecision, type RecordManager, type TestResultEvent } from '@fleetcheck/contracts';

/** The record as the referral rule reads it. */
export interface ReferredRecord {
  testResultId: string;
  companyId: string;
  driverId: string;
  failed: boolean;
  resultMgL: number;
  /** The driver's office now (the command brings it): whose managers' live queues show the referral. */
  officeId: string | null;
}

/**
 * A positive result confirmed by a 補助者 is referred at once to the 安全運転管理者 (issue 35 item 4): the
 * PositiveResultReferred to append after the decision, or nothing (a passing result, a return, a 安全運転管理者's
 * confirmation, an admin acting on the company's behalf).
 */
export function referralOf(
  record: ReferredRecord,
  decision: ConfirmationDecision,
  manager: RecordManager | null,
  decidedAt: string,
): TestResultEvent[] {
  if (!record.failed || decision !== 'confirmed' || !manager || confirmerRoleOf(manager) !== 'assistant') return [];
  const { testResultId, companyId, driverId, resultMgL, officeId } = record;
  return [
    {
      type: 'PositiveResultReferred',
      data: { testResultId, companyId, driverId, resultMgL, assistant: manager, referredAt: decidedAt, officeId },
    },
  ];
}
