import type { RecordChainAudit } from '@fleetcheck/query-api';
import { inJapan } from './in-japan';

/** The recomputation lives in query-api (the auditor's screen calls it too); the CLI reuses it. */
export { auditRecordChain, type RecordChainAudit, type RecordChainRange } from '@fleetcheck/query-api';

/** What the CLI prints: one line per break or the head, so an auditor can compare it with an export's. */
export function describeVerdict(companyId: string, { verdict }: RecordChainAudit): string {
  if (verdict.intact) {
    return `Record chain of company ${companyId}: intact (${verdict.links} links, ${verdict.contentChecked} records' events rehashed); chain head ${verdict.head}`;
  }
  const { reason, testResultId, eventId, seq } = verdict.firstBreak;
  return `Record chain of company ${companyId}: BROKEN at ${seq === null ? 'an unsealed event' : `link ${seq}`}: record ${testResultId} (event ${eventId}): ${reason}`;
}

/** One link as the CLI lists it (tab-separated): sequence, when the record's event happened in Japan, type, record, hash. */
export function linkLine(link: RecordChainAudit['links'][number]): string {
  return [link.seq, inJapan(link.occurredAt), link.eventType, link.testResultId, link.hash].join('\t');
}
