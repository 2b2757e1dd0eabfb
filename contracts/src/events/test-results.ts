import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';
import { recordManagerSchema } from '../check-record/vocabulary';
import { liveConfirmationEvents } from './live-confirmation';
import { RECORD_ITEMS_VERSION, itemsIntroducedAfter, recordItemsCorrectionShape, recordItemsEventShape } from '../check-record/derive';

export {
  CHECK_METHODS,
  CHECK_TYPES,
  REMOTE_METHODS,
  VISUAL_CHECK_OUTCOMES,
  recordManagerSchema,
  visualCheckSchema,
  type CheckType,
  type RecordManager,
  type VisualCheck,
} from '../check-record/vocabulary';
/** Where a record came from (kept for callers of the former name). */
export { RECORD_SOURCES as TEST_RESULT_SOURCES } from '../check-record/vocabulary';
export const CONFIRMATION_DECISIONS = ['confirmed', 'returned'] as const;
export type ConfirmationDecision = (typeof CONFIRMATION_DECISIONS)[number];

/** mg/l with at most 3 decimals (spec section 9): stored rounded so every reader sees the same value. */
export const alcoholResultSchema = z
  .number()
  .min(0)
  .transform((value) => Math.round(value * 1000) / 1000);

export const testLocationSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  address: z.string().nullable().default(null),
  /** Metres, as the phone's geolocation states it (null for detectors and records before issue 34). */
  accuracy: z.number().min(0).nullable().default(null),
});
export type TestLocation = z.infer<typeof testLocationSchema>;

/**
 * What was wrong with the detector when the test was taken, kept on the record: under maintenance (its registry
 * status), its weekly check overdue, its usage limit date (使用期限) passed.
 */
export const DETECTOR_RECORD_FLAGS = ['under_maintenance', 'check_overdue', 'usage_limit_passed'] as const;
export const detectorRecordFlagSchema = z.enum(DETECTOR_RECORD_FLAGS);
export type DetectorRecordFlag = z.infer<typeof detectorRecordFlagSchema>;

/** The detector as it was when the test was taken (its model selects the sensor limit). */
export const testDeviceSchema = z.object({ deviceId: z.string(), serialNo: z.string(), model: z.number().int() });

/**
 * One breath test. Never edited nor deleted (the law asks for unalterable records kept at least a year):
 * a correction is a TestResultCorrected event in the same stream that references this one.
 * v6 adds the items of the driver's phone app (issue 34): `photos` (with their SHA-256), `locationMissingReason`,
 * `phoneTime` and `offline`; the source "driver_app". v4 adds the record items of issue 15: `instructions` (指示事項), `notes` (その他), `remoteMethod`, `visualCheck`,
 * `checker` (a registered manager) and `noDetectorReason` (a check typed in by hand without a detector).
 * v3 adds `detectorFlags`. v2 stores `failed`, decided once with the threshold in force when the test was recorded, so every reader
 * (dashboard, lists, alerts) agrees forever. v1 events were read with "any alcohol fails", the rule then.
 */
export const TestResultRecorded = defineEvent({
  type: 'TestResultRecorded',
  version: Math.max(4, RECORD_ITEMS_VERSION),
  upcasters: {
    1: (data) => {
      const v1 = data as { resultMgL: number };
      return { ...v1, failed: v1.resultMgL > 0 };
    },
    // v3 keeps what was wrong with the detector; earlier records were taken with nothing noted.
    2: (data) => ({ ...(data as object), detectorFlags: [] }),
    // From v4 on, each version adds record items (issue 15's at v4): older records carry them as absent.
    ...Object.fromEntries(
      Array.from({ length: RECORD_ITEMS_VERSION - 3 }, (_, index) => [
        index + 3,
        (data: unknown) => ({ ...(data as object), ...itemsIntroducedAfter(index + 3) }),
      ]),
    ),
  },
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
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
    /** What was wrong with the detector then (none for a check typed in by hand). */
    detectorFlags: z.array(detectorRecordFlagSchema),
    photo: z.string().nullable().default(null),
    location: testLocationSchema.nullable().default(null),
    ...recordItemsEventShape,
  }),
});

export const TestResultCorrected = defineEvent({
  type: 'TestResultCorrected',
  // v2 may change the record items of issue 15 and names the manager who corrected; v1 changed none of them.
  // A hand entry's check time (`testedAt`) was added as an optional change: older events simply lack it.
  version: 2,
  upcasters: { 1: (data) => ({ ...(data as object), correctedBy: null }) },
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
    /** The record's stream holds exactly one TestResultRecorded: its testResultId is the reference. */
    changes: z.object({
      driverId: z.string().optional(),
      carId: z.string().nullable().optional(),
      device: testDeviceSchema.nullable().optional(),
      /** The check time of a record typed in by hand (a detector's is what it measured: never corrected). */
      testedAt: z.iso.datetime().optional(),
      ...recordItemsCorrectionShape,
    }),
    reason: z.string().min(1),
    correctedAt: z.iso.datetime(),
    /** The manager who corrected (null when an admin corrected on the company's behalf: see the metadata). */
    correctedBy: recordManagerSchema.nullable(),
  }),
});

/**
 * A manager confirms a record (and becomes its checker when it has none) or returns it with a comment; a
 * returned record waits for a correction. Never an edit: each decision is one more event in the record's stream.
 */
export const TestResultConfirmed = defineEvent({
  type: 'TestResultConfirmed',
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
    decision: z.enum(CONFIRMATION_DECISIONS),
    comment: z.string().nullable(),
    /** Null when an admin acted on the company's behalf (the metadata names the admin). */
    manager: recordManagerSchema.nullable(),
    decidedAt: z.iso.datetime(),
  }),
});

/**
 * A 補助者 (assistant confirmer) confirmed a record whose result is positive (issue 35 item 4): it goes at once to the
 * 安全運転管理者 of the driver's office (a dashboard alert, a mail, their live queue). Follows the TestResultConfirmed.
 */
export const PositiveResultReferred = defineEvent({
  type: 'PositiveResultReferred',
  schema: z.object({
    testResultId: z.string(),
    companyId: z.string(),
    driverId: z.string(),
    resultMgL: z.number().min(0),
    /** The assistant who confirmed. */
    assistant: recordManagerSchema,
    referredAt: z.iso.datetime(),
    /**
     * The driver's office when referred: its managers' live queues show the referral. Null for a driver with no
     * office, and on referrals written before it was kept (every manager of the company sees those).
     */
    officeId: z.string().nullable().default(null),
  }),
});

/** A record's stream: the record, its corrections and decisions, and its live confirmation (calls, codes). */
export const testResultEvents = [
  TestResultRecorded,
  TestResultCorrected,
  TestResultConfirmed,
  PositiveResultReferred,
  ...liveConfirmationEvents,
] as const;
export type TestResultEvent = EventOf<(typeof testResultEvents)[number]>;
export const testResultCatalogue = createCatalogue(testResultEvents);

/** Streams: one per record (its corrections follow it there). */
export const TEST_RESULT_STREAM_PREFIX = 'testresult-';
export const testResultStream = (testResultId: string): string => `${TEST_RESULT_STREAM_PREFIX}${testResultId}`;
