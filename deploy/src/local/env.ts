import path from 'node:path';
import { commandApiEnvSchema } from '@fleetcheck/command-api';
import { workersEnvSchema } from '@fleetcheck/workers';

/**
 * The all-in-one runner reads every variable of every service: one schema, validated once.
 * DRIVER_REMINDER_MARGIN_MINUTES is read by command-api, query-api and the workers (the office form's cut-off, the
 * banner and the reminder mail).
 */
export const localEnvSchema = commandApiEnvSchema.extend(workersEnvSchema.shape).transform((env) => ({
  ...env,
  FLEETCHECK_DATA_DIR: path.resolve(env.FLEETCHECK_DATA_DIR),
}));

export type LocalEnv = ReturnType<typeof localEnvSchema.parse>;
