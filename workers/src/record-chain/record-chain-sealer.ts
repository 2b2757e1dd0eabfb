import { TEST_RESULT_STREAM_PREFIX, recordChainStream, testResultCatalogue, type EventMetadata } from '@fleetcheck/contracts';
import { recordChainAggregate } from '@fleetcheck/domain/record-chain/decider';
import { handleCommand, type RecordedEvent, type Subscription } from '@fleetcheck/platform';
import type { ProcessorDeps } from '../deps';
import { superviseSubscription, type SuperviseOptions } from '../subscriptions/supervise';

// The old name is kept on purpose: it is the stored checkpoint id of the "ledger sealer" subscription.
export const RECORD_CHAIN_SEALER_SUBSCRIBER_ID = 'workers-ledger-sealer';

/**
 * Seals one stored test-record event into its company's hash chain (issue 15 item 7). The link hashes the
 * event exactly as the store holds it, so the audit CLI can later recompute it from the store alone.
 */
export async function sealRecordChainLink(deps: Pick<ProcessorDeps, 'store' | 'clock'>, recorded: RecordedEvent): Promise<void> {
  const event = testResultCatalogue.decode(recorded.type, recorded.schemaVersion, recorded.data);
  const { companyId, testResultId } = event.data;
  const metadata: EventMetadata = {
    actor: { userId: null, role: 'system', companyId },
    onBehalfOf: null,
    correlationId: recorded.metadata.correlationId,
    causationId: recorded.id,
    occurredAt: deps.clock.now().toISOString(),
  };
  await handleCommand(
    deps.store,
    recordChainStream(companyId),
    recordChainAggregate,
    {
      type: 'SealRecordChainLink',
      data: {
        companyId,
        testResultId,
        position: recorded.position,
        occurredAt: recorded.metadata.occurredAt,
        content: {
          eventId: recorded.id,
          streamName: recorded.streamName,
          revision: recorded.revision.toString(),
          eventType: recorded.type,
          schemaVersion: recorded.schemaVersion,
          data: recorded.data,
        },
      },
    },
    metadata,
    { fold: 'last' },
  );
}

/**
 * Follows every test-record event in log order and seals it: a checkpointed subscription (not jobs), since a
 * chain must be built in one order. A redelivered event is already sealed and seals nothing (the decider's
 * position guard).
 */
export function startRecordChainSealer(deps: ProcessorDeps, options: SuperviseOptions & { subscriberId?: string } = {}): Subscription {
  const start = () =>
    deps.store.subscribeWithCheckpoint(
      options.subscriberId ?? RECORD_CHAIN_SEALER_SUBSCRIBER_ID,
      (recorded) => sealRecordChainLink(deps, recorded),
      {
        filter: { streamPrefixes: [TEST_RESULT_STREAM_PREFIX] },
      },
    );
  return superviseSubscription('record chain sealer', start, options);
}
