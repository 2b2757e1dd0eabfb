import pg from 'pg';
import type { HeldLease, LeaseStore } from './port';

/** How often a holder checks that its connection (and with it the lock) is still there. */
const HEARTBEAT_MS = 2_000;

/**
 * Leases as PostgreSQL session advisory locks, one connection per held lease: the server releases the lock the
 * moment the holder's connection ends (a crash, a kill), so a standby takes over on its next try.
 */
export class PostgresLeaseStore implements LeaseStore {
  private readonly held = new Set<pg.Client>();

  constructor(private readonly url: string) {}

  async tryAcquire(name: string): Promise<HeldLease | undefined> {
    const client = new pg.Client({ connectionString: this.url, application_name: `fleetcheck-lease:${name}`.slice(0, 63) });
    let signalLost!: () => void;
    const lost = new Promise<void>((resolve) => (signalLost = resolve));
    client.on('error', () => signalLost());
    client.on('end', () => signalLost());
    await client.connect();
    const { rows } = await client
      .query<{ locked: boolean }>('SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked', [name])
      .catch(async (error: unknown) => {
        await client.end().catch(() => undefined);
        throw error;
      });
    if (!rows[0]?.locked) {
      await client.end();
      return undefined;
    }
    this.held.add(client);
    const heartbeat = setInterval(() => {
      client.query('SELECT 1').catch(() => {
        signalLost();
        void client.end().catch(() => undefined);
      });
    }, HEARTBEAT_MS);
    heartbeat.unref();
    void lost.then(() => clearInterval(heartbeat));
    return {
      lost,
      release: async () => {
        clearInterval(heartbeat);
        this.held.delete(client);
        await client.end().catch(() => undefined); // ending the session releases the lock
      },
    };
  }

  async close(): Promise<void> {
    await Promise.all([...this.held].map((client) => client.end().catch(() => undefined)));
    this.held.clear();
  }
}
