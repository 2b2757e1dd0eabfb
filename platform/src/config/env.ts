import { isIP } from 'node:net';
import { DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES, DEFAULT_EXPIRY_WARNING_DAYS } from '@fleetcheck/contracts';
import { z } from 'zod';

/**
 * Every environment variable FleetCheck reads, validated once at start-up. The README's configuration
 * table is kept in step with this schema. A bad value stops start-up with a message naming the variable.
 */
const optionalUrl = (protocols: readonly string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** The connection-string schemes @eventstore/db-client 6 accepts (test/config/esdb-url.test.ts pins them). */
export const ESDB_SCHEMES = ['esdb', 'esdb+discover'] as const;

/** A comma-separated list; unset or empty is no entries. */
const commaList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Origins (scheme://host[:port]) allowed to call the API from a browser besides the app's own. */
const originList = commaList.pipe(
  z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, 'each origin must be scheme://host[:port] without a path')),
);

/** Express's names for address ranges, or an IPv4/IPv6 address with an optional /prefix. */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (entry: string) => {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/** The reverse proxies whose X-Forwarded-For and X-Forwarded-Proto are believed; none when unset. */
const trustedProxies = commaList.pipe(
  z.array(z.string().refine(isProxyAddress, 'each proxy must be an IP address, a CIDR range, loopback, linklocal or uniquelocal')),
);

const serviceList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(['redis', 'eventstoredb', 'mongodb', 'chromium'])));

/**
 * EXPIRY_WARNING_DAYS: licence, inspection and insurance dates this many days ahead are "expiring". The workers
 * raise *_EXPIRING with it; query-api tells the web app (GET /settings), whose lists mark such dates amber.
 */
export const expiryWarningDaysEnv = z.coerce.number().int().min(1).default(DEFAULT_EXPIRY_WARNING_DAYS);

/** Minutes after an office's start time before a driver with no before-driving check is reminded (issue 34 item 5). */
export const driverReminderMarginMinutesEnv = z.coerce.number().int().min(0).max(720).default(DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  FLEETCHECK_DATA_DIR: z.string().min(1).default('.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL for the local profile; unset starts a private embedded PostgreSQL under the data dir. */
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  /**
   * EventStoreDB / KurrentDB connection string: selects the production event store. Only the schemes the
   * installed @eventstore/db-client parses (`kurrentdb://` would pass here and crash-loop the service at start).
   */
  ESDB_URL: optionalUrl(ESDB_SCHEMES),
  /** MongoDB connection string: selects the production read store. */
  MONGODB_URL: optionalUrl(['mongodb', 'mongodb+srv']),
  /** Redis: selects BullMQ on Redis for the job queue (otherwise PostgreSQL). */
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  /** SMTP server for outgoing mail (production profile); unset keeps mail in the outbox shown by the app. */
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  /** Sender of every e-mail FleetCheck sends. */
  MAIL_FROM: z.string().trim().min(3).default('FleetCheck <no-reply@fleetcheck.local>'),
  /** Prices are configuration (whole yen, before tax): per car and per rented device, per month. */
  PRICE_CAR_MONTHLY: z.coerce.number().int().min(0).default(1500),
  PRICE_DEVICE_MONTHLY: z.coerce.number().int().min(0).default(3000),
  /** Discount on twelve months when paying yearly. */
  YEARLY_DISCOUNT_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Japanese consumption tax shown on invoices. */
  CONSUMPTION_TAX_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** Card payments: the local sandbox (Omise test mode look-alike) or Omise itself (needs both keys). */
  PAYMENT_GATEWAY: z.enum(['sandbox', 'omise']).default('sandbox'),
  OMISE_PUBLIC_KEY: z.string().trim().optional(),
  OMISE_SECRET_KEY: z.string().trim().optional(),
  /** Printed on invoices: who bills, and where to transfer (one line each, separated by "|"). */
  INVOICE_ISSUER: z.string().default('FleetCheck株式会社 / FleetCheck Inc.|東京都千代田区丸の内1-1-1'),
  /** The issuer's qualified-invoice registration number (適格請求書発行事業者登録番号): T and 13 digits. */
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^T\d{13}$/, 'must be T followed by 13 digits')
    .default('T1234567890123'),
  INVOICE_BANK_DETAILS: z
    .string()
    .default(
      'みずほ銀行 本店営業部 / Mizuho Bank, Head Office|普通 / Ordinary 1234567|口座名義 / Account: フリートチェック（カ / FleetCheck Inc.',
    ),
  /** A CJK font for the Japanese text of invoice PDFs (TTF/OTF/TTC). */
  INVOICE_FONT_PATH: z.string().default('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  /** The job queues' Redis key prefix or PostgreSQL schema (workers and the APIs' operations screen). */
  QUEUE_NAMESPACE: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,62}$/, 'must be lower-case letters, digits and _')
    .default('fleetcheck'),
  /** Comma-separated addresses/ranges of the reverse proxy in front (Express `trust proxy`); unset: X-Forwarded-* ignored. */
  TRUST_PROXY: trustedProxies,
  /** Bearer token Prometheus sends to GET /metrics; unset: /metrics is not served at all. */
  METRICS_TOKEN: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  /** Comma-separated origins allowed by CORS (empty: same-origin only). */
  CORS_ORIGINS: originList,
  /** Services whose tests must fail rather than skip when unreachable (comma-separated). */
  REQUIRE_SERVICES: serviceList,
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly problems: readonly { variable: string; message: string }[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  ${p.variable}: ${p.message}`).join('\n')}`);
  }
}

/** Parses `source` (process.env by default) with `schema`, throwing a ConfigError naming each bad variable. */
export function loadEnv<S extends z.ZodType>(schema: S, source: Record<string, string | undefined> = process.env): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  throw new ConfigError(result.error.issues.map((issue) => ({ variable: String(issue.path[0] ?? '(root)'), message: issue.message })));
}
