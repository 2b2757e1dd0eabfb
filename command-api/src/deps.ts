import type { IceServer } from '@fleetcheck/contracts';
import type { BlobStore, EventStore, FailedJobs, Logger, Mailer, PaymentGateway, ReadStore, SignalRelay } from '@fleetcheck/platform';
import type { LoginRateLimiter } from './auth/rate-limiter';

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new unique id (uuid). */
  generate(): string;
}

export interface CommandApiConfig {
  /** HS256 key for access tokens: at least 32 bytes. */
  jwtSecret: string;
  /** `iss` of every token; checked on every request. */
  jwtIssuer: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Lifetime of the e-mailed single-use codes (verification, password reset). */
  emailTokenTtlSeconds: number;
  /** Origin of the web app, for links in e-mails (e.g. http://127.0.0.1:3000). */
  publicUrl: string;
  /** A result strictly above this (mg/l) is recorded as a failed test; 0 means any alcohol. */
  alcoholThresholdMgL: number;
  /** Seconds a driver's live call rings before it ends unanswered (LIVE_CALL_ANSWER_TIMEOUT_SECONDS; default 60). */
  liveCallAnswerTimeoutSeconds?: number;
  /** Minutes after an office's start time before the driver reminder (DRIVER_REMINDER_MARGIN_MINUTES; default 30): an office's cut-off must come later. */
  driverReminderMarginMinutes?: number;
  /** ICE servers for the live calls' WebRTC (WEBRTC_ICE_SERVERS; default none: one network needs none). */
  webrtcIceServers?: IceServer[];
}

export const defaultCommandApiConfig: Omit<CommandApiConfig, 'jwtSecret' | 'publicUrl'> = {
  jwtIssuer: 'fleetcheck',
  accessTokenTtlSeconds: 15 * 60,
  refreshTokenTtlSeconds: 4 * 24 * 60 * 60,
  emailTokenTtlSeconds: 24 * 60 * 60,
  alcoholThresholdMgL: 0,
};

export interface CommandApiDeps {
  eventStore: EventStore;
  clock: Clock;
  ids: IdGenerator;
  config: CommandApiConfig;
  /** The platform mailer (outbox or SMTP). Absent: mail is logged and dropped. */
  mailer?: Mailer;
  /** Absent: an in-memory limiter (fine for one process; use a shared one when scaled out). */
  loginRateLimiter?: LoginRateLimiter;
  logger?: Logger;
  /** The card gateway; absent: from env (PAYMENT_GATEWAY). Shared with the workers' recurring billing in one process. */
  paymentGateway?: PaymentGateway;
  /** The job queues' failed jobs, which admins may retry (absent: nothing to retry). */
  failedJobs?: FailedJobs;
  /** Where uploaded photos are kept (absent: uploads answer Errors.Unavailable). */
  blobStore?: BlobStore;
  /** The read models, for the checks that span aggregates (is an office in use); absent: those answer Errors.Unavailable. */
  readStore?: ReadStore;
  /** Relays live calls' signalling between processes (absent: within this process only). */
  signalRelay?: SignalRelay;
}

export const systemClock: Clock = { now: () => new Date() };
export const uuidIds: IdGenerator = { generate: () => crypto.randomUUID() };

export type { Mailer, MailMessage } from '@fleetcheck/platform';
