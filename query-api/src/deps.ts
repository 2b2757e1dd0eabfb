import type { BlobStore, EventStore, FailedJobs, Logger, ReadStore } from '@fleetcheck/platform';

/** Where the projections are: the in-process runner, or anything that can wait for a position. */
export interface Freshness {
  waitForPosition(position: bigint, timeoutMs: number): Promise<boolean>;
}

export interface QueryApiConfig {
  /** The same HS256 key and issuer as command-api: query-api verifies the tokens command-api signs. */
  jwtSecret: string;
  jwtIssuer: string;
  /** Longest wait for read-your-writes (default 2000 ms). */
  freshnessTimeoutMs?: number;
  /** EXPIRY_WARNING_DAYS, as the workers raise *_EXPIRING with it (default DEFAULT_EXPIRY_WARNING_DAYS). */
  expiryWarningDays?: number;
  /** DRIVER_REMINDER_MARGIN_MINUTES: when the driver app's reminder banner shows (default DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES). */
  driverReminderMarginMinutes?: number;
}

export interface QueryApiDeps {
  readStore: ReadStore;
  config: QueryApiConfig;
  freshness?: Freshness;
  /** When given, every token's session is checked (domain/session/validity) against a directory folded from it, as command-api does. */
  eventStore?: EventStore;
  clock?: { now(): Date };
  logger?: Logger;
  /** The job queues' failed jobs, for the admins' operations screen (absent: an empty list). */
  failedJobs?: FailedJobs;
  /** Uploaded photos, served with the tenant check and resized by the image proxy (absent: 503). */
  blobStore?: BlobStore;
}
