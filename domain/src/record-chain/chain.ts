import type { RecordChainLink } from '@fleetcheck/contracts';
import { canonicalJson } from './canonical-json';
import { sha256Hex } from './sha256';

/**
 * A company's check-record hash chain (issue 15 item 7; format in docs/record-chain.md), as pure functions so
 * the sealer, the audit CLI, exports and the auditor's screens all compute it the same way.
 */

/** The `previousHash` of a company's first link. */
export const GENESIS_HASH = '0'.repeat(64);

/** A stored event of a test record, as the event store holds it (data before any upcasting). */
export interface SealedContent {
  eventId: string;
  streamName: string;
  /** Stream revision, decimal. */
  revision: string;
  eventType: string;
  schemaVersion: number;
  data: unknown;
}

/** What a link's contentHash covers: the event's identity and its stored data, in canonical JSON. */
export function contentHash(content: SealedContent): string {
  const { eventId, streamName, revision, eventType, schemaVersion, data } = content;
  return sha256Hex(canonicalJson({ eventId, streamName, revision, eventType, schemaVersion, data }));
}

/** A link's hash: SHA-256 of the previous hash and the content hash, both hex, joined by ':'. */
export function linkHash(previousHash: string, content: string): string {
  return sha256Hex(`${previousHash}:${content}`);
}

export type ChainBreakReason =
  /** The event no longer hashes to what was sealed (changed in the store). */
  | 'content_changed'
  /** A sealed event is gone from the store. */
  | 'event_missing'
  /** The link's previousHash is not the hash of the link before it, or its own hash does not recompute. */
  | 'link_broken'
  /** Links are missing or out of order (seq not 1, 2, 3, ...). */
  | 'sequence_gap'
  /** An event older than the last sealed one that no link covers (written into the store behind the chain). */
  | 'unsealed_event';

export interface ChainBreak {
  reason: ChainBreakReason;
  testResultId: string;
  eventId: string;
  /** The link at fault; null for an unsealed event. */
  seq: number | null;
}

export type ChainVerdict =
  | { intact: true; head: string; links: number; contentChecked: number }
  | { intact: false; firstBreak: ChainBreak; links: number; contentChecked: number };

export interface ChainToVerify {
  /** Every link of the company, in stream order. */
  links: readonly RecordChainLink[];
  /** The stored events whose content is checked, by event id (all of them, or those of a date range). */
  events: ReadonlyMap<string, SealedContent & { position: string; testResultId: string }>;
  /** Check content only of links this accepts (a date range); continuity is always checked over every link. */
  inScope?: (link: RecordChainLink) => boolean;
}

/**
 * Recomputes the chain: every link must follow the previous one, and every link in scope must seal exactly the
 * stored event it names. Events given that no link covers and that are older than the last sealed event break
 * the chain too (the sealer follows the log in order, so only events written after the last link may wait).
 * The first break, in chain order, is reported.
 */
export function verifyChain({ links, events, inScope = () => true }: ChainToVerify): ChainVerdict {
  let previous = GENESIS_HASH;
  let contentChecked = 0;
  const sealed = new Set<string>();
  const broken = (reason: ChainBreakReason, link: RecordChainLink): ChainVerdict => ({
    intact: false,
    firstBreak: { reason, testResultId: link.testResultId, eventId: link.eventId, seq: link.seq },
    links: links.length,
    contentChecked,
  });
  for (const [index, link] of links.entries()) {
    if (link.seq !== index + 1) return broken('sequence_gap', link);
    if (link.previousHash !== previous || linkHash(link.previousHash, link.contentHash) !== link.hash) return broken('link_broken', link);
    sealed.add(link.eventId);
    if (inScope(link)) {
      const event = events.get(link.eventId);
      if (!event) return broken('event_missing', link);
      if (contentHash(event) !== link.contentHash) return broken('content_changed', link);
      contentChecked++;
    }
    previous = link.hash;
  }
  const lastPosition = links.length ? BigInt(links[links.length - 1]!.position) : -1n;
  const behind = [...events.values()]
    .filter((event) => !sealed.has(event.eventId) && BigInt(event.position) < lastPosition)
    .sort((a, b) => (BigInt(a.position) < BigInt(b.position) ? -1 : 1))[0];
  if (behind) {
    return {
      intact: false,
      firstBreak: { reason: 'unsealed_event', testResultId: behind.testResultId, eventId: behind.eventId, seq: null },
      links: links.length,
      contentChecked,
    };
  }
  return { intact: true, head: previous, links: links.length, contentChecked };
}
