export { createCommandApi } from './create-command-api';
export type { CommandApiConfig, CommandApiDeps, Clock, IdGenerator, Mailer, MailMessage } from './deps';
export { defaultCommandApiConfig, systemClock, uuidIds } from './deps';
export type { LoginRateLimiter, RateLimitPolicy } from './auth/rate-limiter';
export { createInMemoryRateLimiter, defaultLoginPolicy } from './auth/rate-limiter';
export { commandApiEventCatalogue, COMMAND_STREAM_PREFIXES } from './catalogue';
export { seedDemo, type DemoLogin, type SeedDemoOptions, type SeedDemoResult } from './seed/seed-demo';
export { POSITION_HEADER } from './shared/http';
export { commandApiEnvSchema, loadCommandApiConfig, type CommandApiEnv } from './config';
