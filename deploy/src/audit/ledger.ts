import type { LedgerAudit } from '@fleetcheck/query-api';

/** The recomputation lives in query-api (the auditor's screen calls it too); the CLI reuses it. */
export { auditLedger, type LedgerAudit, type LedgerRange } from '@fleetcheck/query-api';

/** What the CLI prints: one line per break or the head, so an auditor can compare it with an export's. */
export function describeVerdict(companyId: string, { verdict }: LedgerAudit): string {
  if (verdict.intact) {
    return `Ledger of company ${companyId}: intact (${verdict.links} links, ${verdict.contentChecked} records' events rehashed); chain head ${verdict.head}`;
  }
  const { reason, testResultId, eventId, seq } = verdict.firstBreak;
  return `Ledger of company ${companyId}: BROKEN at ${seq === null ? 'an unsealed event' : `link ${seq}`}: record ${testResultId} (event ${eventId}): ${reason}`;
}
