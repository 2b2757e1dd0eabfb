import type { RecordChainLink } from '@fleetcheck/contracts';
import { businessDay } from '../calendar/business-day';
import { verifyChain, type ChainVerdict, type SealedContent } from './chain';

/** Japanese business days, inclusive; a link or event is in range by the day its event was written. */
export interface RecordChainRange {
  from?: string;
  to?: string;
}

export const inRecordChainRange = (occurredAt: string, range: RecordChainRange): boolean => {
  const day = businessDay(occurredAt);
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
};

/** A stored test-record event as the event store gives it back (only what the chain hashes and places). */
export interface StoredRecordEvent {
  id: string;
  streamName: string;
  revision: bigint;
  type: string;
  schemaVersion: number;
  data: unknown;
  position: bigint;
  metadata: { occurredAt: string };
}

export type AuditedEvents = Map<string, SealedContent & { position: string; testResultId: string }>;

/** Adds the company's events of the range to `into`, as stored (their content is hashed again). */
export function collectRecordEvents(
  into: AuditedEvents,
  page: readonly StoredRecordEvent[],
  companyId: string,
  range: RecordChainRange,
): void {
  for (const recorded of page) {
    const data = recorded.data as { companyId?: unknown; testResultId?: unknown };
    if (data.companyId !== companyId || !inRecordChainRange(recorded.metadata.occurredAt, range)) continue;
    into.set(recorded.id, {
      eventId: recorded.id,
      streamName: recorded.streamName,
      revision: recorded.revision.toString(),
      eventType: recorded.type,
      schemaVersion: recorded.schemaVersion,
      data: recorded.data,
      position: recorded.position.toString(),
      testResultId: String(data.testResultId),
    });
  }
}

/** The verdict over every link (continuity) and the content of the links in range (docs/record-chain.md). */
export function auditChain(links: readonly RecordChainLink[], events: AuditedEvents, range: RecordChainRange): ChainVerdict {
  return verifyChain({ links, events, inScope: (link) => inRecordChainRange(link.occurredAt, range) });
}
