import type { EventMetadata } from '@fleetcheck/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandEventId } from '../../src/command/command-append';
import { handleCommand, type CommandAggregate } from '../../src/command/command-handler';
import { eventStoreOnClient } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { createPostgresEventStore } from '../../src/event-store/postgres/postgres-event-store';
import type { EventStore } from '../../src/event-store/port';
import { FakeEventStoreDbServer } from '../../src/testing/fake-eventstoredb-client';
import { createTestDatabase, type TestDatabase } from '../../src/testing/postgres';

/*
 * An append whose answer is lost (the connection drops after the server committed it) is sent again with the
 * same event ids: the command appends once and answers success, on EventStoreDB (its idempotent append) and on
 * PostgreSQL (the refused revision shows our own ids in place).
 */
const metadata: EventMetadata = {
  actor: { userId: 'u-1', role: 'manager', companyId: 'c-1' },
  onBehalfOf: null,
  correlationId: 'corr-lost-ack',
  causationId: null,
  occurredAt: '2026-11-28T00:00:00.000Z',
};
type Command = { type: 'Open' };
type Event = { type: 'Opened'; data: Record<string, never> };
/** A stream that may be opened once: a second Opened would be refused by the rule. */
const door: CommandAggregate<Command, Event, boolean> = {
  decider: {
    initialState: () => false,
    evolve: () => true,
    decide: (_command, open) => {
      if (open) throw new Error('already open');
      return [{ type: 'Opened', data: {} }];
    },
  },
  codec: {
    encode: (event) => ({ type: event.type, schemaVersion: 1, data: event.data }),
    decode: () => ({ type: 'Opened', data: {} }),
  },
};

/** The store whose next append is committed and then answered with a dropped connection. */
function losingNextAnswer(store: EventStore): EventStore & { loseNext(): void; appends: number } {
  let lose = false;
  const wrapped = Object.assign(Object.create(store) as EventStore, {
    appends: 0,
    loseNext: () => void (lose = true),
    async appendToStream(...args: Parameters<EventStore['appendToStream']>) {
      wrapped.appends++;
      const result = await store.appendToStream(...args);
      if (lose) {
        lose = false;
        throw new Error('read ECONNRESET');
      }
      return result;
    },
  });
  return wrapped;
}

describe('a command whose append answer is lost', () => {
  it('appends once on EventStoreDB: the resend carries the same ids and the server answers the first write', async () => {
    const server = new FakeEventStoreDbServer();
    const store = eventStoreOnClient(server.client());
    server.loseNextAcknowledgement();
    const result = await handleCommand(store, 'door-1', door, { type: 'Open' }, metadata);
    expect(result.revision).toBe(0n);
    expect(server.appendCalls).toBe(2);
    const stored = await store.readStream('door-1');
    expect(stored.map((e) => [e.revision, e.type])).toEqual([[0n, 'Opened']]);
    expect(stored[0]!.id).toBe(commandEventId('door-1', 'no_stream', 0, { type: 'Opened', schemaVersion: 1, data: {}, metadata }));
    expect(result.position).toBe(stored[0]!.position);
    await store.close();
  });

  describe('on PostgreSQL', () => {
    let db: TestDatabase;
    let store: EventStore;
    beforeAll(async () => {
      db = await createTestDatabase('fc_lost_ack');
      store = await createPostgresEventStore(db.url, { poolSize: 2 });
    });
    afterAll(async () => {
      await store?.close();
      await db?.drop();
    });

    it('appends once: the refused resend finds its own ids where it wrote them', async () => {
      const losing = losingNextAnswer(store);
      await handleCommand(losing, 'door-0', door, { type: 'Open' }, metadata); // the rightful path answers
      losing.appends = 0;
      losing.loseNext();
      const result = await handleCommand(losing, 'door-2', door, { type: 'Open' }, metadata);
      expect(losing.appends).toBe(2);
      const stored = await store.readStream('door-2');
      expect(stored.map((e) => [e.revision, e.type])).toEqual([[0n, 'Opened']]);
      expect(result).toMatchObject({ revision: 0n, position: stored[0]!.position });
    });

    it("does not take another writer's events for its own: the resend's conflict stays a conflict", async () => {
      const other = { ...metadata, correlationId: 'corr-other' };
      await handleCommand(store, 'door-3', door, { type: 'Open' }, other);
      const ids = commandEventId('door-3', 'no_stream', 0, { type: 'Opened', schemaVersion: 1, data: {}, metadata });
      expect((await store.readStream('door-3'))[0]!.id).not.toBe(ids);
      await expect(handleCommand(store, 'door-3', door, { type: 'Open' }, metadata)).rejects.toThrow('already open');
      expect(await store.readStream('door-3')).toHaveLength(1);
    });
  });
});
