import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';
import { recordManagerSchema } from '../check-record/vocabulary';

/**
 * What keeping a detector in working order (常時有効に保持) records: the daily check (it powers on, no
 * damage), the weekly check (a sober reading of 0, a positive one after mouthwash), a sensor replacement, a
 * calibration, and a new usage limit date (使用期限).
 */
export const DETECTOR_MAINTENANCE_KINDS = ['daily_check', 'weekly_check', 'sensor_replaced', 'calibration', 'usage_limit_set'] as const;
export const detectorMaintenanceKindSchema = z.enum(DETECTOR_MAINTENANCE_KINDS);
export type DetectorMaintenanceKind = z.infer<typeof detectorMaintenanceKindSchema>;

/** What a check or calibration found: a failed one takes the detector out of service until one passes. */
export const MAINTENANCE_OUTCOMES = ['passed', 'failed'] as const;
export const maintenanceOutcomeSchema = z.enum(MAINTENANCE_OUTCOMES);
export type MaintenanceOutcome = z.infer<typeof maintenanceOutcomeSchema>;

/**
 * One maintenance of a detector, in its own stream (`detector-maintenance-<deviceId>`). The device id is the
 * one tests carry (a registered detector) or a company's own listed detector. Who typed it in is the event's
 * actor; `performedBy` is who did the work, as given.
 * v1 knew only 'periodic_check' (the maker's periodic maintenance, now 'calibration') and 'sensor_replaced',
 * with no one named, no remark and a company always set. v2 had no outcome: every entry then recorded work
 * that passed.
 */
export const DetectorMaintained = defineEvent({
  type: 'DetectorMaintained',
  version: 3,
  upcasters: {
    1: (data) => {
      const v1 = data as { kind: string };
      return {
        ...v1,
        kind: v1.kind === 'periodic_check' ? 'calibration' : v1.kind,
        performedBy: null,
        remark: '',
        usageLimitDate: null,
      };
    },
    2: (data) => ({ ...(data as object), outcome: 'passed' }),
  },
  schema: z.object({
    deviceId: z.string(),
    /** The company whose detector it is; null for a registered detector in stock. */
    companyId: z.string().nullable(),
    kind: detectorMaintenanceKindSchema,
    outcome: maintenanceOutcomeSchema,
    maintainedAt: z.iso.datetime(),
    performedBy: z.string().nullable(),
    remark: z.string(),
    /** 使用期限 'YYYY-MM-DD', set by 'usage_limit_set' (and optionally with a new sensor). */
    usageLimitDate: z.iso.date().nullable(),
  }),
});

/**
 * The detector's current sensor reached the end of its life (its model's tests or days, whichever first): the
 * detector is out of service until a new sensor is fitted. Recorded once per sensor by the workers, which count
 * its tests and days (domain/detector-maintenance/sensor-life).
 */
export const DetectorSensorLifeEnded = defineEvent({
  type: 'DetectorSensorLifeEnded',
  version: 1,
  schema: z.object({
    deviceId: z.string(),
    companyId: z.string().nullable(),
    /** When its life ended: the test that used it up, or the scan that found its days over. */
    endedAt: z.iso.datetime(),
    testsOnSensor: z.number().int().nonnegative(),
  }),
});

/**
 * Why a detector is out of service (what its records are refused for): staff took it out of service, a check or
 * calibration failed and none has passed since, its usage limit date (使用期限) has passed, or its sensor's life
 * has ended. Each is answered by maintenance: a passed check, a new usage limit date, a new sensor.
 */
export const DETECTOR_OUT_OF_SERVICE_REASONS = ['retired', 'check_failed', 'usage_limit_passed', 'sensor_life_ended'] as const;
export const detectorOutOfServiceReasonSchema = z.enum(DETECTOR_OUT_OF_SERVICE_REASONS);
export type DetectorOutOfServiceReason = z.infer<typeof detectorOutOfServiceReasonSchema>;

/** The field error that names the reason when a record with an out-of-service detector is refused. */
export const outOfServiceReasonKey = {
  retired: 'Errors.DetectorRetired',
  check_failed: 'Errors.DetectorCheckFailed',
  usage_limit_passed: 'Errors.DetectorUsageLimitPassed',
  sensor_life_ended: 'Errors.DetectorSensorLifeEnded',
} as const satisfies Record<DetectorOutOfServiceReason, string>;

/**
 * The manager a company assigns to a detector (issue 33 item 2): its uploads name them as 確認者 when the
 * detector sends none, so a detector's record is complete as it arrives. Null takes the assignment back. Kept in
 * the detector's own record (its stream) with its company: a detector rented to another company later does not
 * carry it there.
 */
export const DetectorCheckerAssigned = defineEvent({
  type: 'DetectorCheckerAssigned',
  version: 1,
  schema: z.object({
    deviceId: z.string(),
    companyId: z.string(),
    /** The manager, named as when assigned; null: none assigned. */
    checker: recordManagerSchema.nullable(),
    assignedAt: z.iso.datetime(),
  }),
});

export const detectorMaintenanceEvents = [DetectorMaintained, DetectorSensorLifeEnded, DetectorCheckerAssigned] as const;
export type DetectorMaintenanceEvent = EventOf<(typeof detectorMaintenanceEvents)[number]>;
/** One maintenance entry (the DetectorMaintained event's data). */
export type DetectorMaintenance = EventOf<typeof DetectorMaintained>['data'];
export const detectorMaintenanceCatalogue = createCatalogue(detectorMaintenanceEvents);
