import { describe, expect, it, vi } from 'vitest';
import { eventStoreOnClient } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { WrongExpectedRevisionError } from '../../src/event-store/port';
import { testEventMetadata } from '../../src/testing/event-metadata';
import { eventStoreContract } from '../../src/testing/event-store-contract';
import { FakeEventStoreDbServer } from '../../src/testing/fake-eventstoredb-client';

/*
 * The EventStoreDB adapter against a fake client that answers as the server does (inclusive `$all` reads,
 * exclusive subscriptions, server-side filters with checkpoints, idempotent appends): the whole contract runs
 * here on every machine; eventstoredb.test.ts runs it against a real server when ESDB_URL is set.
 */
eventStoreContract('EventStoreDB adapter on the fake server', async () => {
  const server = new FakeEventStoreDbServer();
  return {
    open: async () => eventStoreOnClient(server.client()),
    dispose: async () => undefined,
  };
});

describe('EventStoreDB adapter on the fake server: what the contract does not show', () => {
  const metadata = testEventMetadata();
  const noted = { type: 'Noted', schemaVersion: 1, data: {}, metadata };

  it('reports a refused append as a conflict also when the client answers it instead of throwing (throwOnAppendFailure=false)', async () => {
    const server = new FakeEventStoreDbServer();
    const store = eventStoreOnClient(server.client({ throwOnAppendFailure: false }));
    expect((await store.appendToStream('note-1', [noted], 'no_stream')).nextExpectedRevision).toBe(0n);
    const refused = await store.appendToStream('note-1', [noted], 'no_stream').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WrongExpectedRevisionError);
    expect((refused as WrongExpectedRevisionError).actual).toBe(0n);
    const missing = await store.appendToStream('note-2', [noted], 3n).catch((error: unknown) => error);
    expect((missing as WrongExpectedRevisionError).actual).toBe('no_stream');
    expect(await store.readStream('note-1')).toHaveLength(1);
    expect(await store.readStream('note-2')).toEqual([]);
  });

  it("moves a quiet durable subscriber's checkpoint on from the server's filter checkpoints", async () => {
    const server = new FakeEventStoreDbServer();
    const store = eventStoreOnClient(server.client());
    await store.appendToStream('mine-1', [noted]);
    const handled: string[] = [];
    const subscription = store.subscribeWithCheckpoint('quiet', async (e) => void handled.push(e.streamName), {
      filter: { streamPrefixes: ['mine-'] },
    });
    for (let i = 0; i < 100; i++) await store.appendToStream(`other-${i}`, [noted]);
    await vi.waitFor(() => expect(handled).toEqual(['mine-1']));
    await subscription.stop(); // stores what is pending
    const checkpoint = await store.readCheckpoint('quiet');
    // The server looked at 101 events of ours and others' (and the checkpoint stream's metadata) in windows of
    // 32: the checkpoint is the last window's last position, past the one event handled.
    const others = (await store.readAll()).filter((e) => e.streamName.startsWith('other-'));
    expect(checkpoint).toBeGreaterThan((await store.readStream('mine-1'))[0]!.position);
    expect(checkpoint).toBeGreaterThanOrEqual(others[90]!.position);
    await store.close();
  });
});
