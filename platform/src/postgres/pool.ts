import pg from 'pg';

// BIGINT (int8) comes back as a string by default; adapters convert to bigint themselves where it matters.

/** A connection pool for `url` that logs (rather than crashes on) errors of idle clients. */
export function pgPool(url: string, options: Omit<pg.PoolConfig, 'connectionString'> = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...options });
  // An idle client losing its connection (server restart) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Runs `work` on one client of `pool` (a transaction: several queries on the same connection). The pool listens
 * for errors of idle clients only: a connection lost while a client is checked out, between two queries, would
 * emit an unhandled 'error' and crash the process. This listens meanwhile, and a client that failed is
 * destroyed on release instead of going back to the pool (so is one whose work failed other than by the
 * server's answer: a query cut off with its connection reports the loss to the query, not as an event).
 */
export async function withPooledClient<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  // Stays attached once the connection is lost: a dead client may report more than once before it is gone.
  const onError = (error: Error) => (lost = error);
  client.on('error', onError);
  let failure: Error | undefined;
  try {
    return await work(client);
  } catch (error) {
    // An answer of the server (a constraint, a conflict) leaves the connection usable; a FATAL one (the server
    // shutting down or ending this session) or anything else may not.
    const recoverable = error instanceof pg.DatabaseError && error.severity !== 'FATAL' && error.severity !== 'PANIC';
    if (!recoverable) failure = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    if (!lost) client.removeListener('error', onError);
    client.release(lost ?? failure);
  }
}
