import type { EventStoreDBClient, Position } from '@eventstore/db-client';
import type { EventMetadata } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { eventStoreOnClient } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { packPosition } from '../../src/event-store/eventstoredb/positions';
import type { RecordedEvent } from '../../src/event-store/port';

/*
 * How the EventStoreDB adapter reads the client's answers, pinned without a server (the contract suite runs
 * against one when ESDB_URL is set): the append position comes from the append result, and a subscription the
 * server ends cleanly is subscribed again from the last handled event. The client here answers as
 * @eventstore/db-client 6 does (append result shape, resolved events, async-iterable subscriptions).
 */
const metadata: EventMetadata = {
  actor: { userId: 'u-1', role: 'manager', companyId: 'c-1' },
  onBehalfOf: null,
  correlationId: 'corr-1',
  causationId: null,
  occurredAt: '2026-11-23T00:00:00.000Z',
};
const resolved = (revision: bigint, position: Position, type = 'Noted') => ({
  event: {
    id: `e-${position.commit}-${position.prepare}`,
    streamId: 'note-1',
    revision,
    position,
    type,
    isJson: true,
    data: { revision: Number(revision) },
    metadata: { ...metadata, schemaVersion: 1 },
    created: new Date('2026-11-23T00:00:00.000Z'),
  },
});
function subscriptionOf(events: ReturnType<typeof resolved>[]) {
  return {
    async *[Symbol.asyncIterator]() {
      yield* events; // then the server ends the subscription cleanly
    },
    unsubscribe: async () => undefined,
  };
}

describe('EventStoreDB adapter, on the client answers', () => {
  it('takes a one-event append position from the append result, with no read back', async () => {
    const reads: unknown[] = [];
    const client = {
      appendToStream: async () => ({ success: true, nextExpectedRevision: 4n, position: { commit: 7_000n, prepare: 7_000n } }),
      readStream: (...args: unknown[]) => (reads.push(args), subscriptionOf([])),
    } as unknown as EventStoreDBClient;
    const store = eventStoreOnClient(client);
    const result = await store.appendToStream('note-1', [{ type: 'Noted', schemaVersion: 1, data: {}, metadata }], 3n);
    expect(result).toEqual({ nextExpectedRevision: 4n, position: (7_000n << 20n) | 0n });
    expect(reads).toEqual([]);
  });

  it("reads a several-event append's last position back by its exact revision from the leader", async () => {
    const reads: { stream: string; options: { fromRevision: bigint; maxCount: number; requiresLeader: boolean } }[] = [];
    const client = {
      appendToStream: async () => ({ success: true, nextExpectedRevision: 6n, position: { commit: 9_000n, prepare: 9_000n } }),
      readStream: (stream: string, options: (typeof reads)[number]['options']) => {
        reads.push({ stream, options });
        return subscriptionOf([resolved(6n, { commit: 9_000n, prepare: 9_240n })]);
      },
    } as unknown as EventStoreDBClient;
    const store = eventStoreOnClient(client);
    const event = { type: 'Noted', schemaVersion: 1, data: {}, metadata };
    const result = await store.appendToStream('note-1', [event, event, event], 3n);
    expect(result.position).toBe(packPosition({ commit: 9_000n, prepare: 9_240n }));
    expect(reads).toMatchObject([{ stream: 'note-1', options: { fromRevision: 6n, maxCount: 1, requiresLeader: true } }]);
  });

  it('answers the transaction position when the read back fails: the append is committed and is not reported as failed', async () => {
    const client = {
      appendToStream: async () => ({ success: true, nextExpectedRevision: 2n, position: { commit: 500n, prepare: 500n } }),
      readStream: () => {
        throw new Error('leader unavailable');
      },
    } as unknown as EventStoreDBClient;
    const event = { type: 'Noted', schemaVersion: 1, data: {}, metadata };
    const result = await eventStoreOnClient(client).appendToStream('note-1', [event, event], 0n);
    expect(result).toEqual({ nextExpectedRevision: 2n, position: 500n << 20n });
  });

  it('subscribes again from the last handled event when the server ends a subscription cleanly', async () => {
    const from: unknown[] = [];
    const deliveries = [
      [resolved(0n, { commit: 100n, prepare: 100n }), resolved(1n, { commit: 200n, prepare: 200n })],
      [resolved(2n, { commit: 300n, prepare: 300n })],
    ];
    const client = {
      subscribeToAll: (options: { fromPosition: unknown }) => {
        from.push(options.fromPosition);
        return subscriptionOf(deliveries.shift() ?? []);
      },
    } as unknown as EventStoreDBClient;
    const handled: RecordedEvent[] = [];
    const subscription = eventStoreOnClient(client).subscribeToAll(async (event) => void handled.push(event));
    const deadline = Date.now() + 10_000;
    while (handled.length < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    await subscription.stop();
    expect(handled.map((event) => event.revision)).toEqual([0n, 1n, 2n]);
    expect(from.slice(0, 2)).toEqual(['start', { commit: 200n, prepare: 200n }]);
  });
});
