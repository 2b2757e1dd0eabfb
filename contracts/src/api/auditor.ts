import { z } from 'zod';
import { successEnvelope } from '../common/envelope';
import { auditorActivitySchema, auditorReportedActivitySchema, auditorScopeSchema } from '../events/auditor';
import { email, password, text } from '../forms/rules';

/** POST /admin/auditors: a platform admin invites an auditor; access ends at the end of `accessEndsOn` (Japan time). */
export const inviteAuditorRequestSchema = z.object({
  email: email(),
  name: text('organisationName'),
  scope: auditorScopeSchema,
  accessEndsOn: z.iso.date(),
  language: z.enum(['ja', 'en']).default('ja'),
});
export type InviteAuditorRequest = z.input<typeof inviteAuditorRequestSchema>;

/** POST /auth/auditor-set-password: the e-mailed invitation code and the password the auditor chose. */
export const auditorSetPasswordRequestSchema = z.object({ auth: z.string().min(1), password: password() });

/** POST /auditor/activity: a file the web app made for the auditor in the browser (recorded for admins). */
export const auditorActivityRequestSchema = auditorReportedActivitySchema;

export const auditorEntrySchema = z.object({
  auditorId: z.string(),
  email: z.string(),
  name: z.string(),
  scope: auditorScopeSchema,
  accessEndsAt: z.string(),
  invitedBy: z.string(),
  invitedAt: z.string(),
  /** Expired: active but past the end of access. */
  status: z.enum(['Invited', 'Active', 'Revoked', 'Expired']),
});
export type AuditorEntryDto = z.infer<typeof auditorEntrySchema>;
/** GET /admin/auditors */
export const auditorListResponseSchema = successEnvelope(z.array(auditorEntrySchema));

export const auditorActivityRecordSchema = auditorActivitySchema.extend({ at: z.string() });
export type AuditorActivityRecord = z.infer<typeof auditorActivityRecordSchema>;
/** GET /admin/auditors/{id}/activity: who (the auditor), what, when; newest first. */
export const auditorActivityResponseSchema = successEnvelope(
  z.object({ auditor: auditorEntrySchema, activity: z.array(auditorActivityRecordSchema) }),
);

/** GET /audit/companies: the companies the caller may audit (an admin: all; an auditor: their scope). */
export const auditCompanySchema = z.object({ _id: z.string(), name: z.string(), status: z.string() });
export type AuditCompany = z.infer<typeof auditCompanySchema>;
export const auditCompanyListResponseSchema = successEnvelope(z.array(auditCompanySchema));

/** GET /audit/company/{id}/offices: the company's offices (id and name, by name) for the auditor's record book picker. */
export const auditOfficeListResponseSchema = successEnvelope(z.array(z.object({ _id: z.string(), name: z.string() })));

/**
 * GET /audit/company/{id}/ledger: the company's check-record chain recomputed from the event store (the whole
 * chain: a broken link anywhere breaks it). Intact: the chain head (the hash of the last link) every export of the
 * company carries, whatever its office; broken: the first record that fails, and the office it belongs to.
 * `links`: every link of the chain; `periodLinks`: the links of the period, of the office asked for or of all.
 */
export const recordChainVerificationSchema = z.object({
  intact: z.boolean(),
  links: z.number().int().nonnegative(),
  office: z.string().nullable(),
  periodLinks: z.number().int().nonnegative(),
  head: z.string().nullable(),
  firstMismatch: z
    .object({
      seq: z.number().int().nullable(),
      testResultId: z.string(),
      officeId: z.string().nullable(),
      /** The record's driver ('山田 太郎') and Japan day and time, as the record book shows them; null when no record is kept. */
      driver: z.string().nullable(),
      date: z.iso.date().nullable(),
      time: z.string().nullable(),
      reason: z.enum(['content_changed', 'event_missing', 'link_broken', 'sequence_gap', 'unsealed_event']),
    })
    .nullable(),
});
export type RecordChainVerification = z.infer<typeof recordChainVerificationSchema>;
export const recordChainVerificationResponseSchema = successEnvelope(recordChainVerificationSchema);

/**
 * GET /audit/access-log?company&from&to: on-behalf sessions and admin changes, optionally of one company and
 * within a period of Japan days (both ends included). An auditor reads only the companies of their scope.
 */
export const accessLogQuerySchema = z
  .object({ company: z.string().min(1).max(64).optional(), from: z.iso.date().optional(), to: z.iso.date().optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'Errors.Invalid' });
export type AccessLogQuery = z.infer<typeof accessLogQuerySchema>;

/** One change an admin made: on the admin pages, or inside the company on its behalf. */
export const accessLogChangeSchema = z.object({
  at: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  onBehalf: z.boolean(),
  eventType: z.string(),
  streamName: z.string(),
});
export type AccessLogChange = z.infer<typeof accessLogChangeSchema>;

/** One session an admin opened on a company's behalf: from when to when, and what it changed. */
export const accessLogSessionSchema = z.object({
  sessionId: z.string(),
  adminId: z.string(),
  adminName: z.string(),
  companyId: z.string(),
  companyName: z.string().nullable(),
  startedAt: z.string(),
  /** When it was ended (logout, or the admin session it came from ended); null while it may still run. */
  endedAt: z.string().nullable(),
  /** The latest it can last without a refresh. */
  expiresAt: z.string(),
  changes: z.array(accessLogChangeSchema),
});
export type AccessLogSession = z.infer<typeof accessLogSessionSchema>;

export const accessLogResponseSchema = successEnvelope(
  z.object({
    sessions: z.array(accessLogSessionSchema),
    changes: z.array(accessLogChangeSchema),
    /** More rows matched than the answer holds (the newest are kept): narrow the period. */
    truncated: z.boolean(),
  }),
);
