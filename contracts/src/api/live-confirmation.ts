import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { TEXT_MAX_LENGTH } from '../constants/limits';
import { ErrorKeys } from '../errors/keys';
import { recordTextInput } from '../check-record/items';
import { VISUAL_CHECK_OUTCOMES, recordManagerSchema } from '../check-record/vocabulary';
import { CONFIRMATION_DECISIONS } from '../events/test-results';
import { CONFIRMATION_CODE_DIGITS, LIVE_CALL_END_REASONS, LIVE_METHODS, liveDriverSchema } from '../events/live-confirmation';

/** Issue 35: the live confirmation's requests, answers and the messages of its event streams (text/event-stream). */

/** One ICE server as RTCPeerConnection takes it (WEBRTC_ICE_SERVERS holds a JSON array of these). */
export const iceServerSchema = z.object({
  urls: z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** POST /test-result/{id}/live/call: the driver calls; the app may name the call (a retry then calls once). */
export const liveCallRequestSchema = z.object({ callId: z.uuid({ error: 'Errors.Invalid' }).optional() });
export const liveCallStartedSchema = successEnvelope(
  z.object({
    callId: z.string(),
    /** Seconds the call rings before it ends unanswered (LIVE_CALL_ANSWER_TIMEOUT_SECONDS). */
    answerTimeoutSeconds: z.number().int(),
    iceServers: z.array(iceServerSchema),
    /** The number the driver phones when nobody answers: their office's, else the company's (null: none known). */
    officePhone: z.string().nullable(),
  }),
);
export type LiveCallStarted = z.infer<typeof liveCallStartedSchema>['data'];

/** POST .../answer: the manager took the call (the ICE servers to connect with). */
export const liveCallAnsweredSchema = successEnvelope(z.object({ callId: z.string(), iceServers: z.array(iceServerSchema) }));

/** POST .../end: hung up, or `dropped` when the app lost the call (the driver may call again). */
export const liveCallEndRequestSchema = z.object({ dropped: z.boolean().default(false) });

const SDP_MAX = 20_000;
/** A WebRTC signalling message, relayed as it is to the call's other side. */
export const liveSignalSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('offer'), sdp: z.string().min(1).max(SDP_MAX) }),
    z.object({ type: z.literal('answer'), sdp: z.string().min(1).max(SDP_MAX) }),
    z.object({
      type: z.literal('ice'),
      candidate: z.object({
        candidate: z.string().max(2_000),
        sdpMid: z.string().max(64).nullable().optional(),
        sdpMLineIndex: z.number().int().min(0).max(64).nullable().optional(),
        usernameFragment: z.string().max(256).nullable().optional(),
      }),
    }),
  ],
  { error: 'Errors.Invalid' },
);
export type LiveSignal = z.infer<typeof liveSignalSchema>;

/** What a call's event stream sends: the other side's signals, and the call's state as it changes. */
export const liveCallMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('signal'), from: z.enum(['driver', 'manager']), signal: liveSignalSchema }),
  z.object({ type: z.literal('answered'), manager: recordManagerSchema, answeredAt: z.string() }),
  z.object({ type: z.literal('ended'), reason: z.enum(LIVE_CALL_END_REASONS), endedBy: z.string() }),
  z.object({ type: z.literal('confirmed'), decision: z.enum(CONFIRMATION_DECISIONS) }),
  z.object({ type: z.literal('code-entered'), enteredAt: z.string() }),
]);
export type LiveCallMessage = z.infer<typeof liveCallMessageSchema>;

/** A call in the managers' live queue: waiting for an answer, or taken (by whom). */
export const liveQueueCallSchema = z.object({
  callId: z.string(),
  testResultId: z.string(),
  driver: liveDriverSchema,
  officeId: z.string().nullable(),
  requestedAt: z.string(),
  status: z.enum(['waiting', 'taken']),
  manager: recordManagerSchema.nullable(),
});
export type LiveQueueCall = z.infer<typeof liveQueueCallSchema>;

/**
 * A positive result a 補助者 confirmed (issue 35 item 4), for the 安全運転管理者 to see at once: in the queue until its
 * dashboard alert is dismissed. `officeId`: the driver's office (null: none, or referred before it was kept).
 */
export const liveQueueReferralSchema = z.object({
  testResultId: z.string(),
  driverId: z.string(),
  resultMgL: z.number(),
  assistant: recordManagerSchema,
  referredAt: z.string(),
  officeId: z.string().nullable(),
});
export type LiveQueueReferral = z.infer<typeof liveQueueReferralSchema>;

/**
 * What the live queue's event stream sends: the calls and referrals open now (first, and after a reconnect), then
 * each change. A manager of an office hears only of its drivers (and of drivers with no office); one with no office
 * of their own hears of the whole company.
 */
export const liveQueueMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), calls: z.array(liveQueueCallSchema), referrals: z.array(liveQueueReferralSchema).default([]) }),
  z.object({ type: z.literal('waiting'), call: liveQueueCallSchema }),
  z.object({ type: z.literal('taken'), callId: z.string(), manager: recordManagerSchema }),
  z.object({ type: z.literal('ended'), callId: z.string(), testResultId: z.string(), reason: z.enum(LIVE_CALL_END_REASONS) }),
  /** The driver entered the code a manager issued for the record. */
  z.object({ type: z.literal('code-entered'), testResultId: z.string(), enteredAt: z.string() }),
  /** A 補助者 confirmed a positive result: for the 安全運転管理者 to see at once (issue 35 item 4). */
  liveQueueReferralSchema.extend({ type: z.literal('referred') }),
  /** The referral's dashboard alert was dismissed: it leaves the queue of the managers who were told of it. */
  z.object({ type: z.literal('referral-dismissed'), testResultId: z.string(), officeId: z.string().nullable() }),
]);
export type LiveQueueMessage = z.infer<typeof liveQueueMessageSchema>;

/** POST /test-result/{id}/live/code: the code to read out on the phone, and until when it works. */
export const confirmationCodeIssuedSchema = successEnvelope(z.object({ code: z.string(), issuedAt: z.string(), expiresAt: z.string() }));
/** POST /test-result/{id}/live/code/entry: the driver types the 6 digits. */
export const confirmationCodeEntrySchema = z.object({
  code: z
    .string({ error: 'Errors.Required' })
    .trim()
    .regex(new RegExp(`^\\d{${CONFIRMATION_CODE_DIGITS}}$`), ErrorKeys.CodeWrong),
});

const outcome = z.enum(VISUAL_CHECK_OUTCOMES, { error: 'Errors.Required' });
/** POST /test-result/{id}/live/confirmation: the manager's check made live, and the decision. */
export const liveConfirmationBodySchema = z.object({
  method: z.enum(LIVE_METHODS, { error: 'Errors.Required' }),
  /** The call confirmed on (video in the app). */
  callId: z.string().max(TEXT_MAX_LENGTH.label).nullable().default(null),
  visualCheck: z.object({ faceColour: outcome, breathSmell: outcome, voice: outcome, remark: recordTextInput.default(null) }),
  instructions: recordTextInput.default(null),
  decision: z.enum(CONFIRMATION_DECISIONS, { error: 'Errors.Required' }),
  comment: recordTextInput.default(null),
});
export type LiveConfirmationBody = z.input<typeof liveConfirmationBodySchema>;
