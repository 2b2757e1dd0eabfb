import { z } from 'zod';
import {
  DETECTOR_MAINTENANCE_KINDS,
  ErrorKeys,
  MAINTENANCE_OUTCOMES,
  detectorMaintenanceBodySchema,
  type DetectorMaintenanceKind,
  type MaintenanceOutcome,
} from '@fleetcheck/contracts';
import { businessDateTime, businessInstant } from '@fleetcheck/domain/calendar/business-day';

/** The record-maintenance form as typed: the date and time are Japan's wall clock, shown and sent as such. */
export interface MaintenanceFormState {
  readonly kind: DetectorMaintenanceKind | '';
  readonly outcome: MaintenanceOutcome;
  /** 'YYYY-MM-DD' */
  readonly date: string;
  /** 'HH:mm' */
  readonly time: string;
  readonly performedBy: string;
  readonly remark: string;
  /** 'YYYY-MM-DD' or '' */
  readonly usageLimitDate: string;
}

/** Kinds whose form shows the usage limit date (使用期限); the domain decides which require it. */
export const takesUsageLimitDate = (kind: MaintenanceFormState['kind']) => kind === 'usage_limit_set' || kind === 'sensor_replaced';

/** Kinds whose form asks what the work found (a usage limit date finds nothing). */
export const findsFaults = (kind: MaintenanceFormState['kind']) => kind !== '' && kind !== 'usage_limit_set';

export function emptyMaintenanceForm(now: Date, performedBy = ''): MaintenanceFormState {
  const { date, time } = businessDateTime(now);
  return { kind: '', outcome: 'passed', date, time, performedBy, remark: '', usageLimitDate: '' };
}

const day = z.iso.date({ error: ErrorKeys.Invalid });

/** The form's own checks, then the request body of contracts (the server checks the same, and the domain the rest). */
export const maintenanceFormSchema = z
  .object({
    kind: z.enum(DETECTOR_MAINTENANCE_KINDS, { error: ErrorKeys.Required }),
    outcome: z.enum(MAINTENANCE_OUTCOMES),
    date: z.string().min(1, ErrorKeys.Required).pipe(day),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, ErrorKeys.Invalid),
    performedBy: z.string().trim().min(1, ErrorKeys.Required),
    remark: z.string(),
    usageLimitDate: z.string(),
  })
  .transform((form): z.input<typeof detectorMaintenanceBodySchema> => ({
    kind: form.kind,
    outcome: findsFaults(form.kind) ? form.outcome : 'passed',
    maintainedAt: businessInstant(form.date, form.time),
    performedBy: form.performedBy,
    remark: form.remark,
    usageLimitDate: takesUsageLimitDate(form.kind) && form.usageLimitDate !== '' ? form.usageLimitDate : null,
  }))
  .pipe(detectorMaintenanceBodySchema);

/** Server field -> form field. */
export const maintenanceServerPaths: Readonly<Record<string, string>> = { maintainedAt: 'date' };
