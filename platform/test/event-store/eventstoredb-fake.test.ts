import { eventStoreOnClient } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
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
