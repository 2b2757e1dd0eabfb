import { driverReminderMarginMinutesEnv, envSchema, expiryWarningDaysEnv } from '@fleetcheck/platform';
import { z } from 'zod';

/**
 * Every variable query-api reads as its own process (the deploy manifests' tests check each is decided for
 * compose and Kubernetes). query-api verifies the tokens command-api signs, so both need the same key.
 */
export const queryApiEnvSchema = envSchema.extend({
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }),
  /** Longest wait of a read for the write it names (read-your-writes) before answering without it. */
  FRESHNESS_TIMEOUT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  /** The same window as the workers': the web app marks dates within it amber. */
  EXPIRY_WARNING_DAYS: expiryWarningDaysEnv,
  /** The driver app's reminder banner: shown this many minutes after the office's start time (issue 34 item 5). */
  DRIVER_REMINDER_MARGIN_MINUTES: driverReminderMarginMinutesEnv,
});
