import {
  DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES,
  DEFAULT_EXPIRY_WARNING_DAYS,
  DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS,
} from '@fleetcheck/contracts';
import { BUSINESS_TIME_ZONE } from '@fleetcheck/domain/calendar/business-day';
import type { UpkeepPolicy } from '@fleetcheck/domain/detector-maintenance/due';
import type { SensorLimit } from '@fleetcheck/domain/detector-maintenance/sensor-life';
import {
  driverReminderMarginMinutesEnv,
  envSchema,
  expiryWarningDaysEnv,
  invoiceLayoutFromEnv,
  loadEnv,
  type Env,
  type InvoiceLayout,
} from '@fleetcheck/platform';
import { z } from 'zod';

/** Sensor life of a detector model (the domain's rule reads it). */
export type { SensorLimit };

export interface WorkersConfig {
  /** Documents expiring within this many days raise *_EXPIRING. */
  expiryWarningDays: number;
  /** Share of a sensor limit at which DEVICE_USAGE_NEAR is raised. */
  usageWarningRatio: number;
  defaultSensorLimit: SensorLimit;
  /** Per detector model (the registry's `model` number). */
  sensorLimits: Readonly<Record<number, SensorLimit>>;
  /** The daily detector scan: a weekly check at least this often, and a detector silent this long is flagged. */
  upkeepPolicy: UpkeepPolicy;
  /** Cron of the daily expiry scan, and the zone in which "today" is reckoned. */
  expiryScanCron: string;
  /** Cron of the daily recurring-billing scan (card renewals at each term start). */
  recurringBillingCron: string;
  /** Cron of the monthly record book mail (the 1st) and of the weekly summary mail (Mondays), business time. */
  monthlyReportCron: string;
  weeklyReportCron: string;
  timeZone: string;
  /**
   * The missed-check cut-off 'HH:mm' (business time): the daily job runs then and judges that day's before- and
   * after-driving checks (issue 15 item 3).
   */
  checkCutoff: string;
  /**
   * The driver reminder mail (issue 34 item 5): minutes after an office's start time before a driver on duty with no
   * before-driving check is reminded (the driver app's banner reads the same DRIVER_REMINDER_MARGIN_MINUTES), and the
   * cron of the job that mails them (every five minutes: a reminder comes at most five minutes late).
   */
  driverReminderMarginMinutes: number;
  driverReminderCron: string;
  /**
   * Seconds a driver's live call rings before it ends unanswered (LIVE_CALL_ANSWER_TIMEOUT_SECONDS, as the command
   * API reads it): the minute check ends the calls that rang out (issue 35 item 6).
   */
  liveCallAnswerTimeoutSeconds: number;
  /** Consumption tax added to each renewal charge (the shared CONSUMPTION_TAX_PERCENT, as on quotes and invoices). */
  consumptionTaxPercent: number;
  /** The issuer and registration number printed on the receipt of each renewal charge (the shared INVOICE_* variables). */
  receiptLayout: Pick<InvoiceLayout, 'issuerLines' | 'registrationNumber' | 'fontPath'>;
}

export const defaultWorkersConfig: WorkersConfig = {
  expiryWarningDays: DEFAULT_EXPIRY_WARNING_DAYS,
  usageWarningRatio: 0.9,
  defaultSensorLimit: { maxTests: 10_000, maxDays: 365, checkIntervalDays: 180 },
  sensorLimits: {},
  upkeepPolicy: { weeklyCheckDays: 7, idleDays: 3 },
  expiryScanCron: '0 3 * * *',
  recurringBillingCron: '0 4 * * *',
  monthlyReportCron: '0 7 1 * *',
  weeklyReportCron: '0 7 * * 1',
  timeZone: BUSINESS_TIME_ZONE,
  checkCutoff: '23:00',
  driverReminderMarginMinutes: DEFAULT_DRIVER_REMINDER_MARGIN_MINUTES,
  driverReminderCron: '*/5 * * * *',
  liveCallAnswerTimeoutSeconds: DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS,
  consumptionTaxPercent: 10,
  receiptLayout: invoiceLayoutFromEnv(loadEnv(envSchema, {})),
};

const sensorLimitSchema = z.object({
  maxTests: z.number().int().positive(),
  maxDays: z.number().int().positive(),
  checkIntervalDays: z.number().int().positive(),
});

/** Environment variables read by the workers only (the shared ones are in platform's env schema). */
export const workersEnvSchema = z.object({
  EXPIRY_WARNING_DAYS: expiryWarningDaysEnv,
  /** JSON: {"<model>": {"maxTests": 10000, "maxDays": 365, "checkIntervalDays": 180}, ...} */
  SENSOR_LIMITS: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return {};
      try {
        return z.record(z.string().regex(/^\d+$/), sensorLimitSchema).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<model>": {maxTests, maxDays, checkIntervalDays}}' });
        return z.NEVER;
      }
    }),
  DETECTOR_WEEKLY_CHECK_DAYS: z.coerce.number().int().min(1).default(defaultWorkersConfig.upkeepPolicy.weeklyCheckDays),
  DETECTOR_IDLE_DAYS: z.coerce.number().int().min(1).default(defaultWorkersConfig.upkeepPolicy.idleDays),
  EXPIRY_SCAN_CRON: z.string().default(defaultWorkersConfig.expiryScanCron),
  RECURRING_BILLING_CRON: z.string().default(defaultWorkersConfig.recurringBillingCron),
  MONTHLY_REPORT_CRON: z.string().default(defaultWorkersConfig.monthlyReportCron),
  WEEKLY_REPORT_CRON: z.string().default(defaultWorkersConfig.weeklyReportCron),
  TZ_BUSINESS: z.string().default(defaultWorkersConfig.timeZone),
  CHECK_CUTOFF: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be HH:mm (00:00 to 23:59)')
    .default(defaultWorkersConfig.checkCutoff),
  DRIVER_REMINDER_MARGIN_MINUTES: driverReminderMarginMinutesEnv,
  DRIVER_REMINDER_CRON: z.string().default(defaultWorkersConfig.driverReminderCron),
  /** The same bounds as the command API's. */
  LIVE_CALL_ANSWER_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(600).default(DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS),
});

type InvoiceEnv = Pick<Env, 'INVOICE_ISSUER' | 'INVOICE_REGISTRATION_NUMBER' | 'INVOICE_BANK_DETAILS' | 'INVOICE_FONT_PATH'>;

export function workersConfigFromEnv(
  env: z.infer<typeof workersEnvSchema> & { CONSUMPTION_TAX_PERCENT?: number } & Partial<InvoiceEnv>,
): WorkersConfig {
  return {
    ...defaultWorkersConfig,
    expiryWarningDays: env.EXPIRY_WARNING_DAYS,
    sensorLimits: Object.fromEntries(Object.entries(env.SENSOR_LIMITS).map(([model, limit]) => [Number(model), limit])),
    upkeepPolicy: { weeklyCheckDays: env.DETECTOR_WEEKLY_CHECK_DAYS, idleDays: env.DETECTOR_IDLE_DAYS },
    expiryScanCron: env.EXPIRY_SCAN_CRON,
    recurringBillingCron: env.RECURRING_BILLING_CRON,
    monthlyReportCron: env.MONTHLY_REPORT_CRON,
    weeklyReportCron: env.WEEKLY_REPORT_CRON,
    timeZone: env.TZ_BUSINESS,
    checkCutoff: env.CHECK_CUTOFF,
    driverReminderMarginMinutes: env.DRIVER_REMINDER_MARGIN_MINUTES,
    driverReminderCron: env.DRIVER_REMINDER_CRON,
    liveCallAnswerTimeoutSeconds: env.LIVE_CALL_ANSWER_TIMEOUT_SECONDS,
    consumptionTaxPercent: env.CONSUMPTION_TAX_PERCENT ?? defaultWorkersConfig.consumptionTaxPercent,
    receiptLayout:
      env.INVOICE_ISSUER && env.INVOICE_REGISTRATION_NUMBER && env.INVOICE_BANK_DETAILS && env.INVOICE_FONT_PATH
        ? invoiceLayoutFromEnv(env as InvoiceEnv)
        : defaultWorkersConfig.receiptLayout,
  };
}

export const sensorLimitOf = (config: WorkersConfig, model: number): SensorLimit => config.sensorLimits[model] ?? config.defaultSensorLimit;

/**
 * The cron of the missed-check job: every five minutes, as each office closes its day at its own cut-off
 * (CHECK_CUTOFF when it names none); an alert comes at most five minutes after the cut-off.
 */
export const CHECK_MISSING_CRON = '*/5 * * * *';

/**
 * The cron of the check for live calls nobody answered: every minute. The command API ends a call at its time
 * itself; this check ends those it could not (the API process stopped, or another took the request), at most a
 * minute late, and is safe to run anywhere at once (the record's decider ends a call once).
 */
export const LIVE_CALL_EXPIRY_CRON = '* * * * *';

/** Every variable the workers process reads: the shared ones and its own. */
export const workersProcessEnvSchema = envSchema.extend(workersEnvSchema.shape);
