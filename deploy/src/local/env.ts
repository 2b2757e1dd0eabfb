import path from 'node:path';
import { commandApiEnvSchema } from '@fleetcheck/command-api';
import { workersEnvSchema } from '@fleetcheck/workers';
import { driverReminderMarginMinutesEnv } from '@fleetcheck/platform';

/** The all-in-one runner reads every variable of every service: one schema, validated once. */
export const localEnvSchema = commandApiEnvSchema
  .extend(workersEnvSchema.shape)
  // query-api's own variables that the local profile honours.
  .extend({ DRIVER_REMINDER_MARGIN_MINUTES: driverReminderMarginMinutesEnv })
  .transform((env) => ({
    ...env,
    FLEETCHECK_DATA_DIR: path.resolve(env.FLEETCHECK_DATA_DIR),
  }));

export type LocalEnv = ReturnType<typeof localEnvSchema.parse>;
