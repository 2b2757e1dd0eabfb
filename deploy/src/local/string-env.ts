import type { LocalEnv } from './env';

/** The validated variables as strings, for what reads raw variables (loadCommandApiConfig, child processes). */
export function stringEnv(env: LocalEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env)
      .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
      .map(([key, value]) => [key, String(value)]),
  );
}
