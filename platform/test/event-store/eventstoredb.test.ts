import { EventStoreDBClient } from '@eventstore/db-client';
import { describe, it } from 'vitest';
import { createEventStoreDbEventStore } from '../../src/event-store/eventstoredb/eventstoredb-event-store';
import { eventStoreContract } from '../../src/testing/event-store-contract';
import { startEventStoreDb } from '../../src/testing/eventstoredb';
import { serviceAvailable } from '../../src/testing/services';

const server = await startEventStoreDb();
const available = await serviceAvailable(
  'eventstoredb',
  'event-store contract (EventStoreDB)',
  async () => {
    if (!server) throw new Error('ESDB_URL is not set and Docker is not available');
    const client = EventStoreDBClient.connectionString(server.url);
    try {
      for await (const _ of client.readAll({ maxCount: 1 })) break;
    } finally {
      await client.dispose();
    }
  },
  'set ESDB_URL=esdb://127.0.0.1:2113?tls=false to run',
);

if (available && server) {
  eventStoreContract('EventStoreDB', async () => ({
    open: async () => createEventStoreDbEventStore(server.url),
    dispose: () => server.stop(),
  }));
} else {
  describe.skip('event store contract: EventStoreDB', () => {
    it('needs ESDB_URL or Docker', () => undefined);
  });
}
