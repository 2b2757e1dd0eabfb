import { z } from 'zod';

/** userType of spec section 6: 1 is the platform admin, 2 and 3 are managers; drivers and devices act too. */
export const actorRoleSchema = z.enum(['admin', 'manager', 'driver', 'device', 'system', 'anonymous', 'auditor']);
export type ActorRole = z.infer<typeof actorRoleSchema>;

export const actorSchema = z.object({
  userId: z.string().nullable(),
  role: actorRoleSchema,
  companyId: z.string().nullable(),
});
export type Actor = z.infer<typeof actorSchema>;

/**
 * Metadata carried by every event. Auditors rely on it: who acted (and which admin acted on behalf of a
 * company), when, and which request (correlation) and which earlier event or command (causation) led to it.
 */
export const eventMetadataSchema = z.object({
  actor: actorSchema,
  onBehalfOf: z.object({ adminId: z.string(), companyId: z.string() }).nullable().default(null),
  correlationId: z.string(),
  causationId: z.string().nullable().default(null),
  occurredAt: z.iso.datetime(),
});
export type EventMetadata = z.infer<typeof eventMetadataSchema>;
