import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * One link of a company's check-record hash chain (記録簿, issue 15 item 7): it seals one event of one of the
 * company's test records (recorded, corrected, confirmed). `contentHash` covers that event as stored,
 * `hash` covers the previous link's hash and `contentHash`. Format: docs/record-chain.md.
 */
export const RecordChainLinkSealed = defineEvent({
  // The stored event type keeps the chain's first name (docs/record-chain.md).
  type: 'LedgerLinkSealed',
  schema: z.object({
    companyId: z.string(),
    /** 1 for the company's first link, one more for each next. */
    seq: z.number().int().min(1),
    testResultId: z.string(),
    /** The sealed event: its id, stream, revision and global position (decimal strings), type and when it was written. */
    eventId: z.string(),
    streamName: z.string(),
    revision: z.string(),
    position: z.string(),
    eventType: z.string(),
    occurredAt: z.iso.datetime(),
    contentHash: z.string().length(64),
    previousHash: z.string().length(64),
    hash: z.string().length(64),
  }),
});

export const recordChainEvents = [RecordChainLinkSealed] as const;
export type RecordChainEvent = EventOf<(typeof recordChainEvents)[number]>;
export type RecordChainLink = EventOf<typeof RecordChainLinkSealed>['data'];
export const recordChainCatalogue = createCatalogue(recordChainEvents);

/** One chain per company; the stored stream names keep the chain's first name, 'ledger-'. */
export const RECORD_CHAIN_STREAM_PREFIX = 'ledger-';
export const recordChainStream = (companyId: string): string => `${RECORD_CHAIN_STREAM_PREFIX}${companyId}`;
