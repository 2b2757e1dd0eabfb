import { TEST_RESULT_STREAM_PREFIX, recordChainCatalogue, recordChainStream, type RecordChainLink } from '@fleetcheck/contracts';
import type { ChainVerdict } from '@fleetcheck/domain/record-chain/chain';
import { auditChain, collectRecordEvents, type AuditedEvents, type RecordChainRange } from '@fleetcheck/domain/record-chain/audit';
import type { EventStore } from '@fleetcheck/platform';

const PAGE = 1000;

export type { RecordChainRange };

export interface RecordChainAudit {
  links: RecordChainLink[];
  verdict: ChainVerdict;
}

/**
 * Recomputes a company's check-record chain from the event store: its links, and every stored event of its
 * test records in the range, hashed again as stored (docs/record-chain.md). The auditor's screen and the
 * audit CLI both call this.
 */
export async function auditRecordChain(
  store: EventStore,
  companyId: string,
  range: RecordChainRange = {},
  /** Told after each full page of events read (the CLI shows it: a long store takes a while). */
  progress?: (read: number) => void,
): Promise<RecordChainAudit> {
  const links = (await store.readStream(recordChainStream(companyId))).map((recorded) => {
    const event = recordChainCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
    return event.data;
  });
  const events: AuditedEvents = new Map();
  let read = 0;
  for (let after: bigint | undefined; ;) {
    const page = await store.readAll({ after, maxCount: PAGE, filter: { streamPrefixes: [TEST_RESULT_STREAM_PREFIX] } });
    collectRecordEvents(events, page, companyId, range);
    read += page.length;
    if (page.length < PAGE) break;
    progress?.(read);
    after = page.at(-1)!.position;
  }
  return { links, verdict: auditChain(links, events, range) };
}
