import {
  liveFold,
  noticingAppends,
  type BlobStore,
  type LiveFold,
  type EventStore,
  type Logger,
  type PaymentGateway,
  type ReadStore,
  type SignalRelay,
  InMemorySignalRelay,
} from '@fleetcheck/platform';
import { liveQueueFold, type LiveQueue } from '@fleetcheck/domain/live-confirmation/queue';
import { deviceDirectoryFold, type DeviceDirectory } from '@fleetcheck/domain/device-registry/directory';
import { sessionDirectoryFold, type SessionClaims } from '@fleetcheck/domain/session/validity';
import { subscriptionAccessFold, subscriptionAccessFrom } from '@fleetcheck/domain/subscription/access-view';
import type { SubscriptionAccess } from '@fleetcheck/domain/subscription/status';
import { createInMemoryRateLimiter, defaultLoginPolicy, type LoginRateLimiter } from './auth/rate-limiter';
import { createTokenService, type TokenService } from './auth/tokens';
import type { Clock, CommandApiConfig, CommandApiDeps, IdGenerator, Mailer } from './deps';

/** Everything a command needs, resolved once from the deps (defaults filled in). */
export interface App {
  store: EventStore;
  clock: Clock;
  ids: IdGenerator;
  config: CommandApiConfig;
  /** Given by the runner to share one gateway with the workers; else billing makes one from env. */
  paymentGateway: PaymentGateway | undefined;
  mailer: Mailer;
  tokens: TokenService;
  limiter: LoginRateLimiter;
  logger: Logger | undefined;
  blobStore: BlobStore | undefined;
  /** The session-validity rule, checked against the session directory the events keep current. */
  sessionIsValid(claims: SessionClaims): Promise<boolean>;
  /** The subscription-access rule for a company's managers, against the view the subscription events keep current. */
  subscriptionAccess(companyId: string, today: string): Promise<SubscriptionAccess>;
  /**
   * The registered detectors, as the registry events keep them current (device authentication). Asked for at
   * each use: a fold whose subscription failed (the store unreachable for a while) is replaced by a new one.
   */
  deviceDirectory(): LiveFold<DeviceDirectory>;
  readStore: ReadStore | undefined;
  /** Live calls' signalling and queue changes, across processes (issue 35). */
  relay: SignalRelay;
  /** The calls open now, per company, as the call events keep them current. */
  liveQueue(): LiveFold<LiveQueue>;
}

export function createApp(deps: CommandApiDeps): App {
  const logger = deps.logger;
  // Started now, so it has caught up before the first request asks.
  liveFold(deps.eventStore, sessionDirectoryFold);
  liveFold(deps.eventStore, subscriptionAccessFold);
  liveFold(deps.eventStore, deviceDirectoryFold);
  liveFold(deps.eventStore, liveQueueFold);
  return {
    store: noticingAppends(deps.eventStore, sessionDirectoryFold, deviceDirectoryFold, liveQueueFold),
    clock: deps.clock,
    ids: deps.ids,
    config: deps.config,
    paymentGateway: deps.paymentGateway,
    mailer: deps.mailer ?? {
      async send(message) {
        logger?.warn({ to: message.to, subject: message.subject }, 'no mailer configured: e-mail dropped');
      },
    },
    tokens: createTokenService(deps.config, deps.clock),
    limiter: deps.loginRateLimiter ?? createInMemoryRateLimiter(deps.clock, defaultLoginPolicy),
    logger,
    blobStore: deps.blobStore,
    sessionIsValid: (claims) =>
      liveFold(deps.eventStore, sessionDirectoryFold).holds((sessions) => sessions.isValid(claims, deps.clock.now())),
    subscriptionAccess: (companyId, today) => subscriptionAccessFrom(liveFold(deps.eventStore, subscriptionAccessFold), companyId, today),
    deviceDirectory: () => liveFold(deps.eventStore, deviceDirectoryFold),
    readStore: deps.readStore,
    relay: deps.signalRelay ?? new InMemorySignalRelay(),
    liveQueue: () => liveFold(deps.eventStore, liveQueueFold),
  };
}

export const isoAfter = (clock: Clock, seconds: number): string => new Date(clock.now().getTime() + seconds * 1000).toISOString();
