import { z } from 'zod';
import { defineEvent } from './catalogue';
import { recordManagerSchema, visualCheckSchema } from '../check-record/vocabulary';

/**
 * Live confirmation of a remote check (issue 35): a video call in the app, or a phone call proved by a code the
 * manager gives and the driver enters. Its events are kept in the record's own stream (`testresult-<id>`), so
 * every call attempt and every code is a link of the company's record chain, in order with the record.
 */

/** The driver as named when they called (the record keeps the name). */
export const liveDriverSchema = z.object({ driverId: z.string(), name: z.string() });
export type LiveDriver = z.infer<typeof liveDriverSchema>;

/** How a live confirmation was made: a video call in the app, or a phone call proved by a confirmation code. */
export const LIVE_METHODS = ['video_in_app', 'phone_code'] as const;
export type LiveMethod = (typeof LIVE_METHODS)[number];

/** How a call ended: hung up by a side, dropped (a side lost the connection), nobody answered in time, confirmed. */
export const LIVE_CALL_END_REASONS = ['hung_up', 'dropped', 'unanswered', 'confirmed'] as const;
export type LiveCallEndReason = (typeof LIVE_CALL_END_REASONS)[number];
export const LIVE_CALL_SIDES = ['driver', 'manager', 'system'] as const;

/** The confirmation code a manager gives by phone: 6 digits, valid 10 minutes, entered once. */
export const CONFIRMATION_CODE_DIGITS = 6;
export const CONFIRMATION_CODE_VALID_MINUTES = 10;
/** Unanswered calls end after LIVE_CALL_ANSWER_TIMEOUT_SECONDS, this by default. */
export const DEFAULT_LIVE_CALL_ANSWER_TIMEOUT_SECONDS = 60;

const ids = { testResultId: z.string(), companyId: z.string() };

/** The driver asks for a manager: the call rings in every manager's live queue of the company. */
export const LiveCallRequested = defineEvent({
  type: 'LiveCallRequested',
  schema: z.object({
    ...ids,
    callId: z.string(),
    driver: liveDriverSchema,
    officeId: z.string().nullable(),
    requestedAt: z.iso.datetime(),
  }),
});

/** The first manager to answer takes the call; nobody else can. */
export const LiveCallAnswered = defineEvent({
  type: 'LiveCallAnswered',
  schema: z.object({ ...ids, callId: z.string(), manager: recordManagerSchema, answeredAt: z.iso.datetime() }),
});

export const LiveCallEnded = defineEvent({
  type: 'LiveCallEnded',
  schema: z.object({
    ...ids,
    callId: z.string(),
    reason: z.enum(LIVE_CALL_END_REASONS),
    endedBy: z.enum(LIVE_CALL_SIDES),
    endedAt: z.iso.datetime(),
  }),
});

/** A manager gives the driver a code by phone. Only its hash is kept; a new code replaces the last one. */
export const ConfirmationCodeIssued = defineEvent({
  type: 'ConfirmationCodeIssued',
  schema: z.object({ ...ids, codeHash: z.string(), manager: recordManagerSchema, issuedAt: z.iso.datetime(), expiresAt: z.iso.datetime() }),
});

/** The driver entered the code in time: proof the two were in contact at that moment. */
export const ConfirmationCodeEntered = defineEvent({
  type: 'ConfirmationCodeEntered',
  schema: z.object({ ...ids, driver: liveDriverSchema, issuedAt: z.iso.datetime(), enteredAt: z.iso.datetime() }),
});

/** The live contact a confirmation rests on: the call (start, end, both sides), or the code (issued, entered, by whom). */
export const liveContactSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('video_in_app'),
    callId: z.string(),
    startedAt: z.iso.datetime(),
    endedAt: z.iso.datetime(),
    driver: liveDriverSchema,
    manager: recordManagerSchema,
  }),
  z.object({
    method: z.literal('phone_code'),
    issuedAt: z.iso.datetime(),
    enteredAt: z.iso.datetime(),
    driver: liveDriverSchema,
    manager: recordManagerSchema,
  }),
]);
export type LiveContact = z.infer<typeof liveContactSchema>;

/**
 * The manager's check made live: the contact, what they saw and heard, 指示事項, and the moment of confirmation
 * (the check's time). A TestResultConfirmed with the decision follows it in the same append.
 */
export const LiveConfirmationRecorded = defineEvent({
  type: 'LiveConfirmationRecorded',
  schema: z.object({
    ...ids,
    contact: liveContactSchema,
    visualCheck: visualCheckSchema,
    instructions: z.string().nullable(),
    checkedAt: z.iso.datetime(),
  }),
});

/**
 * The office's cut-off passed and a check taken in the driver app had no live confirmation (issue 35 item 5): the
 * record is 未確認 for its day, listed as incomplete until a manager confirms it live, and the record book says so.
 * Decided once per record by the cut-off job; `cutoffAt` is the instant the driver's day closed.
 */
export const LiveConfirmationMissed = defineEvent({
  type: 'LiveConfirmationMissed',
  schema: z.object({ ...ids, date: z.iso.date(), cutoffAt: z.iso.datetime() }),
});

export const liveConfirmationEvents = [
  LiveCallRequested,
  LiveCallAnswered,
  LiveCallEnded,
  ConfirmationCodeIssued,
  ConfirmationCodeEntered,
  LiveConfirmationRecorded,
  LiveConfirmationMissed,
] as const;
