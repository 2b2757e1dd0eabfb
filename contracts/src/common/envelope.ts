import { z } from 'zod';

export const idSchema = z.string().min(1);
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const successOperation = z.literal('success');

/** `{operation:'success', data}`: create responses per spec section 7, and our default for commands. */
export const successEnvelope = <T extends z.ZodType>(data: T) => z.object({ operation: successOperation, data });

/** Body of a command that returns nothing but where its write landed (read-your-writes, ARCHITECTURE.md). */
export const commandAcceptedSchema = z.object({
  operation: successOperation,
  data: z.object({ id: z.string().optional(), revision: z.number().int().min(0).optional() }).optional(),
  position: z.string().optional(),
});
export type CommandAccepted = z.infer<typeof commandAcceptedSchema>;

/** POST /admin/device and the secret rotation: `accepted` plus the detector's secret, shown this once. */
export const deviceSecretAcceptedSchema = z.object({
  operation: successOperation,
  data: z.object({ id: z.string(), revision: z.number().int().optional(), secret: z.string() }),
  position: z.string().optional(),
});

/** The generic paged list response. */
export const pagedResponse = <T extends z.ZodType>(doc: T) =>
  z.object({
    docs: z.array(doc),
    totalDocs: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    totalPages: z.number().int().min(0),
  });
export interface Paged<T> {
  docs: T[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
}

export function pageCount(totalDocs: number, limit: number): number {
  return limit > 0 ? Math.ceil(totalDocs / limit) : 0;
}

/** New credentials: the created-user and password-reset responses share this shape. */
export const credentialsSchema = z.object({ name: z.string(), username: z.string(), password: z.string() });
export type Credentials = z.infer<typeof credentialsSchema>;

export const createdUserResponseSchema = successEnvelope(credentialsSchema);
export type CreatedUserResponse = z.infer<typeof createdUserResponseSchema>;

export const passwordResetResponseSchema = successEnvelope(credentialsSchema);
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
