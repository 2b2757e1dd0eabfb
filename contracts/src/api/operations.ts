import { z } from 'zod';
import { isoDateTimeSchema, pagedResponse, successEnvelope } from '../common/envelope';

/** GET /admin/jobs/failed: jobs that ran out of retries, newest first. */
export const failedJobSchema = z.object({
  queue: z.string(),
  id: z.string(),
  name: z.string(),
  failedReason: z.string(),
  attemptsMade: z.number().int().min(0),
  failedAt: isoDateTimeSchema.nullable(),
});
export type FailedJobItem = z.infer<typeof failedJobSchema>;
export const failedJobListResponseSchema = z.object({ docs: z.array(failedJobSchema), totalDocs: z.number().int().min(0) });

/** POST /admin/jobs/:queue/:id/retry */
export const jobRetriedResponseSchema = successEnvelope(z.object({ queue: z.string(), id: z.string() }));

/** GET /admin/mail-outbox: mail kept instead of sent (local profile). */
export const outboxMailSchema = z.object({
  _id: z.string(),
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  /** The attached files by name, type and size in bytes (the bytes stay in the outbox); absent without any. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })).optional(),
  createdAt: isoDateTimeSchema,
});
export type OutboxMailItem = z.infer<typeof outboxMailSchema>;
export const outboxListResponseSchema = pagedResponse(outboxMailSchema);
