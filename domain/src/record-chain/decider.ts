import { recordChainCatalogue, type RecordChainEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { GENESIS_HASH, contentHash, linkHash, type SealedContent } from './chain';

/** The chain's end: what the next link follows. `lastPosition`: global position of the last sealed event. */
export type RecordChainState = { status: 'Empty' } | { status: 'Sealing'; seq: number; head: string; lastPosition: bigint };

/** Seal one stored event of the company's test records; events arrive in log order (a checkpointed subscription). */
export type RecordChainCommand = {
  type: 'SealRecordChainLink';
  data: { companyId: string; testResultId: string; position: bigint; occurredAt: string; content: SealedContent };
};

export function decide(command: RecordChainCommand, state: RecordChainState): RecordChainEvent[] {
  switch (command.type) {
    case 'SealRecordChainLink': {
      const { companyId, testResultId, position, occurredAt, content } = command.data;
      // Redelivered after a crash: already sealed, and sealing it again would fork the chain.
      if (state.status === 'Sealing' && position <= state.lastPosition) return [];
      const previousHash = state.status === 'Sealing' ? state.head : GENESIS_HASH;
      const sealedContent = contentHash(content);
      return [
        {
          // The stored type keeps the chain's first name (docs/record-chain.md).
          type: 'LedgerLinkSealed',
          data: {
            companyId,
            seq: state.status === 'Sealing' ? state.seq + 1 : 1,
            testResultId,
            eventId: content.eventId,
            streamName: content.streamName,
            revision: content.revision,
            position: position.toString(),
            eventType: content.eventType,
            occurredAt,
            contentHash: sealedContent,
            previousHash,
            hash: linkHash(previousHash, sealedContent),
          },
        },
      ];
    }
    default:
      return assertNever(command.type);
  }
}

/** Each link carries the whole chain end, so the last link alone is the state (the sealer reads only that). */
export function evolve(_state: RecordChainState, event: RecordChainEvent): RecordChainState {
  switch (event.type) {
    case 'LedgerLinkSealed':
      return { status: 'Sealing', seq: event.data.seq, head: event.data.hash, lastPosition: BigInt(event.data.position) };
    default:
      return assertNever(event.type);
  }
}

export const recordChainDecider: Decider<RecordChainCommand, RecordChainEvent, RecordChainState> = {
  initialState: () => ({ status: 'Empty' }),
  evolve,
  decide,
};
export const recordChainAggregate: Aggregate<RecordChainCommand, RecordChainEvent, RecordChainState> = {
  decider: recordChainDecider,
  codec: recordChainCatalogue,
};
