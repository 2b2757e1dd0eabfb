/**
 * A lease names the one process of a deployment that does a piece of work no two processes may do at once
 * (follow the log for a subscriber id, run the projections). It is held in a store the profile already has:
 * a PostgreSQL session advisory lock, or a Redis key with a time to live.
 */
export interface HeldLease {
  /** Resolves when the lease is lost (connection gone, renewal refused): stop the work at once. */
  readonly lost: Promise<void>;
  /** Gives the lease up; the next process can take it at once. */
  release(): Promise<void>;
}

export interface LeaseStore {
  /** Takes the lease when nobody holds it; undefined when another process does. */
  tryAcquire(name: string): Promise<HeldLease | undefined>;
  close(): Promise<void>;
}
