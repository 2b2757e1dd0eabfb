import { commandApiEnvSchema } from '@fleetcheck/command-api';
import { envSchema } from '@fleetcheck/platform';
import { queryApiEnvSchema } from '@fleetcheck/query-api';
import { workersProcessEnvSchema } from '@fleetcheck/workers';

export const nodeServices = ['command-api', 'query-api', 'projections', 'workers'] as const;
export type NodeService = (typeof nodeServices)[number];

/** Every variable each service reads: the keys of the Zod schema it validates its environment with. */
export const variablesRead: Record<NodeService, readonly string[]> = {
  'command-api': Object.keys(commandApiEnvSchema.shape),
  'query-api': Object.keys(queryApiEnvSchema.shape),
  // The projections runner and `npm run replay` read the shared schema only.
  projections: Object.keys(envSchema.shape),
  workers: Object.keys(workersProcessEnvSchema.shape),
};

/**
 * The production profile's decision for every variable a service reads: `set` names the services whose compose
 * service and Kubernetes container must set it (their default would be wrong in production: a store, a secret,
 * the real issuer); anywhere else its default serves (`why` says why). A variable added to a schema without an
 * entry here fails the manifests test: someone has to decide.
 */
export const productionDecisions: Record<string, { set: readonly NodeService[]; why: string }> = {
  NODE_ENV: { set: nodeServices, why: 'production behaviour (JWT_SECRET required, no demo data)' },
  HOST: { set: nodeServices, why: 'listen on the pod/container address, not loopback' },
  PORT: { set: nodeServices, why: 'the port the probes and Services use' },
  LOG_LEVEL: { set: nodeServices, why: 'operators change it without a new image' },
  ESDB_URL: { set: nodeServices, why: 'selects EventStoreDB' },
  MONGODB_URL: { set: nodeServices, why: 'selects MongoDB' },
  REDIS_URL: { set: nodeServices, why: 'selects BullMQ and the Redis leases' },
  TRUST_PROXY: { set: nodeServices, why: 'nginx and the ingress are in front' },
  METRICS_TOKEN: { set: nodeServices, why: 'Prometheus scrapes every service' },
  JWT_SECRET: { set: ['command-api', 'query-api'], why: 'both APIs verify the same tokens' },
  PUBLIC_URL: { set: ['command-api'], why: 'links in e-mails' },
  SMTP_URL: { set: ['command-api', 'workers'], why: 'both send mail' },
  MAIL_FROM: { set: ['command-api', 'workers'], why: 'both send mail' },
  PAYMENT_GATEWAY: { set: ['command-api', 'workers'], why: 'card sign-ups (command-api) and renewal charges (workers)' },
  OMISE_PUBLIC_KEY: { set: ['command-api', 'workers'], why: 'required with PAYMENT_GATEWAY=omise' },
  OMISE_SECRET_KEY: { set: ['command-api', 'workers'], why: 'required with PAYMENT_GATEWAY=omise' },
  INVOICE_ISSUER: { set: ['command-api', 'query-api', 'workers'], why: 'the default is a sample issuer' },
  INVOICE_REGISTRATION_NUMBER: { set: ['command-api', 'query-api', 'workers'], why: 'the default is a sample number' },
  INVOICE_BANK_DETAILS: { set: ['command-api', 'query-api', 'workers'], why: 'the default is a sample account' },
  INVOICE_FONT_PATH: { set: [], why: 'the images set it (ENV) to the font they install' },
  FLEETCHECK_DATA_DIR: { set: [], why: 'local profile only (embedded PostgreSQL)' },
  DATABASE_URL: { set: [], why: 'local profile only: the production stores are set' },
  REQUIRE_SERVICES: { set: [], why: 'tests only' },
  PRICE_CAR_MONTHLY: { set: [], why: 'the price list default is the product price' },
  PRICE_DEVICE_MONTHLY: { set: [], why: 'the price list default is the product price' },
  YEARLY_DISCOUNT_PERCENT: { set: [], why: 'the price list default' },
  CONSUMPTION_TAX_PERCENT: { set: [], why: 'the Japanese rate' },
  QUEUE_NAMESPACE: { set: [], why: 'one deployment per Redis: the default prefix' },
  CORS_ORIGINS: { set: [], why: 'same-origin behind the proxy' },
  ACCESS_TOKEN_TTL_SECONDS: { set: [], why: 'the product default' },
  REFRESH_TOKEN_TTL_SECONDS: { set: [], why: 'the product default' },
  EMAIL_TOKEN_TTL_SECONDS: { set: [], why: 'the product default' },
  ALCOHOL_THRESHOLD_MG_L: { set: [], why: 'the legal default (any alcohol)' },
  LIVE_CALL_ANSWER_TIMEOUT_SECONDS: { set: [], why: 'the product default (60 s)' },
  WEBRTC_ICE_SERVERS: { set: [], why: 'none on one network; set a TURN server (below) for phones' },
  FRESHNESS_TIMEOUT_MS: { set: [], why: 'the product default' },
  DRIVER_REMINDER_MARGIN_MINUTES: { set: [], why: 'the product default (30 min)' },
  EXPIRY_WARNING_DAYS: { set: [], why: 'the product default' },
  SENSOR_LIMITS: { set: [], why: 'the default limits until a model needs others' },
  DETECTOR_WEEKLY_CHECK_DAYS: { set: [], why: 'the product default' },
  DETECTOR_IDLE_DAYS: { set: [], why: 'the product default' },
  EXPIRY_SCAN_CRON: { set: [], why: 'the product default' },
  RECURRING_BILLING_CRON: { set: [], why: 'the product default' },
  MONTHLY_REPORT_CRON: { set: [], why: 'the product default' },
  WEEKLY_REPORT_CRON: { set: [], why: 'the product default' },
  CHECK_CUTOFF: { set: [], why: 'the product default' },
  DRIVER_REMINDER_CRON: { set: [], why: 'the product default (every 5 min)' },
  TZ_BUSINESS: { set: [], why: 'Japan time' },
};

/** The Markdown table of deploy/docs/configuration.md's "Variables each service reads" section. */
export function serviceVariablesTable(): string {
  const rows = Object.keys(productionDecisions)
    .filter((variable) => nodeServices.some((service) => variablesRead[service].includes(variable)))
    .map((variable) => {
      const decision = productionDecisions[variable]!;
      const cells = nodeServices.map((service) =>
        !variablesRead[service].includes(variable) ? '' : decision.set.includes(service) ? 'set' : 'default',
      );
      return `| \`${variable}\` | ${cells.join(' | ')} | ${decision.why} |`;
    });
  return [`| variable | ${nodeServices.join(' | ')} | why |`, `| --- | ${nodeServices.map(() => '---').join(' | ')} | --- |`, ...rows].join(
    '\n',
  );
}
