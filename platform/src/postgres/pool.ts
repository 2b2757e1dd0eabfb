import pg from 'pg';

// BIGINT (int8) comes back as a string by default; adapters convert to bigint themselves where it matters.

/** A connection pool for `url` that logs (rather than crashes on) errors of idle clients. */
export function pgPool(url: string, options: Omit<pg.PoolConfig, 'connectionString'> = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...options });
  // An idle client losing its connection (server restart) must not crash the process: the pool drops it.
  pool.on('error', () => undefined);
  return pool;
}
