import { envSchema } from '@fleetcheck/platform';
import path from 'node:path';

/** The all-in-one runner reads every variable of every service. */
export const localEnvSchema = envSchema.transform((env) => ({
  ...env,
  FLEETCHECK_DATA_DIR: path.resolve(env.FLEETCHECK_DATA_DIR),
}));

export type LocalEnv = ReturnType<typeof localEnvSchema.parse>;
