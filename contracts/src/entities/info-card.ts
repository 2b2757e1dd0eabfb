import { z } from 'zod';
import { ALCOHOL_RESULT_DECIMALS } from '../constants/limits';
import { recordItemsReadShape } from '../check-record/derive';
import { CONFIRMATION_DECISIONS, detectorRecordFlagSchema, recordManagerSchema, testDeviceSchema } from '../events/test-results';
import { liveContactSchema } from '../events/live-confirmation';

export const CONFIRMATION_STATUSES = ['awaiting', 'confirmed', 'returned'] as const;
export type ConfirmationStatusName = (typeof CONFIRMATION_STATUSES)[number];

/** The last decision of a manager on a record (issue 15 item 2). */
export const recordConfirmationSchema = z.object({
  decision: z.enum(CONFIRMATION_DECISIONS),
  comment: z.string().nullable(),
  manager: recordManagerSchema.nullable(),
  decidedAt: z.string(),
});

/** A test record as the dashboard's info card shows it (spec section 3). */
export const infoCardSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  spellingFirstName: z.string().default(''),
  spellingLastName: z.string().default(''),
  time: z.string(),
  date: z.string(),
  /** Blood alcohol in mg/l. */
  result: z.number().min(0),
  /** 0 is Failed (spec section 3); readers use `failed`, decided once by the domain's failed-test rule. */
  status: z.number().int(),
  failed: z.boolean(),
  device: z.string().nullable(),
  carNumber: z.string().nullable(),
  carModel: z.string().nullable(),
  driverLicense: z.string().nullable(),
  licenseType: z.string().nullable(),
  expirationDate: z.string().nullable(),
  DOB: z.string().nullable(),
  office: z.string().nullable(),
  driver: z.string().nullable(),
  vehicle: z.string().nullable(),
  tel: z.string().nullable(),
  email: z.string().nullable(),
  location: z.string().nullable(),
  mapImage: z.string().nullable(),
  // How the check was made, as the law asks it recorded (documented with the API, issue 24).
  /** When the breath was taken, ISO-8601 with offset. */
  testedAt: z.string(),
  /** What was wrong with the detector when the test was taken (empty on records from before it was kept). */
  detectorFlags: z.array(detectorRecordFlagSchema).default([]),
  // The record items (./check-record/items.ts; a record from before an item was kept reads as none).
  ...recordItemsReadShape,
  /** Entered more than 24 hours after its check (the domain's late-entry rule). */
  lateEntry: z.boolean().default(false),
  /** The items the law asks for that the record lacks (a detector's upload is kept, then completed by a correction). */
  missingItems: z.array(z.string()).default([]),
  /** Awaiting a manager's decision, confirmed, or returned (then on the dashboard until corrected). */
  confirmationStatus: z.enum(CONFIRMATION_STATUSES).default('awaiting'),
  confirmation: recordConfirmationSchema.nullable().default(null),
  /**
   * The record's latest link in the company's record chain (docs/record-chain.md); absent until sealed. Stored and
   * public field names: they keep the chain's first name, ledger.
   */
  ledgerSeq: z.number().int().optional(),
  ledgerHash: z.string().optional(),
});
export type InfoCard = z.infer<typeof infoCardSchema>;

/** One field a correction changed: before and after as stored (a driver or a car by name/number). */
export const correctedFieldSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

/** One correction in a record's history: who (the manager, and the actor of the event), when, why, what. */
export const recordCorrectionSchema = z.object({
  correctedAt: z.string(),
  correctedBy: recordManagerSchema.nullable(),
  actor: z.object({ userId: z.string().nullable(), role: z.string(), onBehalfOfAdmin: z.string().nullable() }),
  reason: z.string(),
  changes: z.array(correctedFieldSchema),
});
export type RecordCorrection = z.infer<typeof recordCorrectionSchema>;

/** GET /test-result/:id: everything on the record, the photo's id, where it was taken and its full correction history. */
export const testResultDetailSchema = infoCardSchema.extend({
  photo: z.string().nullable().default(null),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable().default(null),
  detector: testDeviceSchema.nullable().default(null),
  corrections: z.array(recordCorrectionSchema).default([]),
  /** The live call or phone code the confirmation rests on (issue 35), and the moment of the check; null otherwise. */
  liveConfirmation: z
    .intersection(liveContactSchema, z.object({ checkedAt: z.string() }))
    .nullable()
    .default(null),
});
export type TestResultDetail = z.infer<typeof testResultDetailSchema>;

/** Alcohol result for display: 3 decimals. */
export const formatAlcoholResult = (value: number): string => value.toFixed(ALCOHOL_RESULT_DECIMALS);
