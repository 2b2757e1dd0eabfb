import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, driverReminderMarginMinutesEnv, envSchema, loadEnv } from '@fleetcheck/platform';
import { z } from 'zod';
import { DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS, iceServerSchema } from '@fleetcheck/contracts';
import { MAX_ACCESS_TOKEN_TTL_SECONDS } from '@fleetcheck/domain/session/validity';
import { defaultCommandApiConfig, type CommandApiConfig } from './deps';

/** The variables command-api adds to the platform's; documented with the others in the README table. */
export const commandApiEnvSchema = envSchema.extend({
  /** HS256 key for access tokens (32+ bytes). Required in production; the local profile keeps one under the data dir. */
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
  /** Origin of the web app, for links in e-mails; defaults to http://HOST:PORT. */
  PUBLIC_URL: z.url().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(MAX_ACCESS_TOKEN_TTL_SECONDS)
    .default(defaultCommandApiConfig.accessTokenTtlSeconds),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce.number().int().min(3600).default(defaultCommandApiConfig.refreshTokenTtlSeconds),
  EMAIL_TOKEN_TTL_SECONDS: z.coerce.number().int().min(300).default(defaultCommandApiConfig.emailTokenTtlSeconds),
  ALCOHOL_THRESHOLD_MG_L: z.coerce.number().min(0).default(defaultCommandApiConfig.alcoholThresholdMgL),
  /** Seconds a driver's live call rings before it ends unanswered (issue 35). */
  LIVE_CALL_ANSWER_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(600).default(DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS),
  /** The driver reminder's margin after an office's start time (as query-api's and the workers'): an office's cut-off must come later. */
  DRIVER_REMINDER_MARGIN_MINUTES: driverReminderMarginMinutesEnv,
  /** ICE servers for live video calls, a JSON array as RTCPeerConnection takes it (a TURN server in production). */
  WEBRTC_ICE_SERVERS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return z.array(iceServerSchema).parse(JSON.parse(text));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers ({"urls": ..., "username"?, "credential"?})' });
        return z.NEVER;
      }
    }),
});
export type CommandApiEnv = z.infer<typeof commandApiEnvSchema>;

/**
 * A secret that survives restarts of the local profile (tokens stay valid) without anyone choosing one.
 * Production must set JWT_SECRET: several replicas have to share it, and a file on one disk cannot.
 */
function localSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadCommandApiConfig(source: Record<string, string | undefined> = process.env): CommandApiConfig {
  const env = loadEnv(commandApiEnvSchema, source);
  if (!env.JWT_SECRET && env.NODE_ENV === 'production')
    throw new ConfigError([{ variable: 'JWT_SECRET', message: 'is required in production' }]);
  return {
    jwtSecret: env.JWT_SECRET ?? localSecret(env.FLEETCHECK_DATA_DIR),
    jwtIssuer: defaultCommandApiConfig.jwtIssuer,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS,
    emailTokenTtlSeconds: env.EMAIL_TOKEN_TTL_SECONDS,
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/$/, ''),
    alcoholThresholdMgL: env.ALCOHOL_THRESHOLD_MG_L,
    liveCallAnswerTimeoutSeconds: env.LIVE_CALL_ANSWER_TIMEOUT_SECONDS,
    webrtcIceServers: env.WEBRTC_ICE_SERVERS,
    driverReminderMarginMinutes: env.DRIVER_REMINDER_MARGIN_MINUTES,
  };
}
