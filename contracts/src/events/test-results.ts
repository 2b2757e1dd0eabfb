import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

export const CHECK_TYPES = ['before_driving', 'after_driving'] as const;
export const CHECK_METHODS = ['face_to_face', 'remote'] as const;
export const TEST_RESULT_SOURCES = ['device', 'manual'] as const;

/** mg/l with at most 3 decimals (spec section 9): stored rounded so every reader sees the same value. */
export const alcoholResultSchema = z
  .number()
  .min(0)
  .transform((value) => Math.round(value * 1000) / 1000);

export const testLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().nullable().default(null),
});
export type TestLocation = z.infer<typeof testLocationSchema>;

/** The detector as it was when the test was taken (its model selects the sensor limit). */
export const testDeviceSchema = z.object({ deviceId: z.string(), serialNo: z.string(), model: z.number().int() });

/**
 * One breath test. Never edited nor deleted (the law asks for unalterable records kept at least a year):
 * a correction is a TestResultCorrected event in the same stream that references this one.
 * v2 stores `failed`, decided once with the threshold in force when the test was recorded, so every reader
 * (dashboard, lists, alerts) agrees forever. v1 events were read with "any alcohol fails", the rule then.
 */
export const TestResultRecorded = defineEvent({
  type: 'TestResultRecorded',
  version: 2,
  upcasters: {
    1: (data) => {
      const v1 = data as { resultMgL: number };
      return { ...v1, failed: v1.resultMgL > 0 };
    },
  },
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
    source: z.enum(TEST_RESULT_SOURCES),
    /** Null for a check recorded by hand (a detector that is not connected). */
    device: testDeviceSchema.nullable(),
    /** The device-generated id that makes ingestion idempotent; null for manual records. */
    deviceResultId: z.string().nullable(),
    driverId: z.string(),
    carId: z.string().nullable(),
    testedAt: z.iso.datetime(),
    resultMgL: alcoholResultSchema,
    /** Above the alcohol threshold in force when recorded (ALCOHOL_THRESHOLD_MG_L). */
    failed: z.boolean(),
    photo: z.string().nullable().default(null),
    location: testLocationSchema.nullable().default(null),
    checkType: z.enum(CHECK_TYPES),
    method: z.enum(CHECK_METHODS),
    /** Who checked the driver (manager id or the checker's name, as given). */
    checkedBy: z.string().nullable(),
  }),
});

export const TestResultCorrected = defineEvent({
  type: 'TestResultCorrected',
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
    /** The record's stream holds exactly one TestResultRecorded: its testResultId is the reference. */
    changes: z.object({
      driverId: z.string().optional(),
      carId: z.string().nullable().optional(),
      checkType: z.enum(CHECK_TYPES).optional(),
      method: z.enum(CHECK_METHODS).optional(),
      checkedBy: z.string().nullable().optional(),
    }),
    reason: z.string().min(1),
    correctedAt: z.iso.datetime(),
  }),
});

export const DETECTOR_MAINTENANCE_KINDS = ['periodic_check', 'sensor_replaced'] as const;

/** A periodic detector check or a sensor replacement; a replacement restarts the sensor's usage count. */
export const DetectorMaintained = defineEvent({
  type: 'DetectorMaintained',
  schema: z.object({
    deviceId: z.string(),
    companyId: z.string(),
    kind: z.enum(DETECTOR_MAINTENANCE_KINDS),
    maintainedAt: z.iso.datetime(),
  }),
});

export const testResultEvents = [TestResultRecorded, TestResultCorrected, DetectorMaintained] as const;
export type TestResultEvent = EventOf<(typeof testResultEvents)[number]>;
export const testResultCatalogue = createCatalogue(testResultEvents);

/** Streams: one per record (its corrections follow it there); a detector's maintenance history has its own. */
export const TEST_RESULT_STREAM_PREFIX = 'testresult-';
export const testResultStream = (testResultId: string): string => `${TEST_RESULT_STREAM_PREFIX}${testResultId}`;
export const detectorMaintenanceStream = (deviceId: string): string => `detector-maintenance-${deviceId}`;
