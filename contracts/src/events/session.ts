import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** Which token family: dashboard (managers, and admins on behalf of a company), the admin pages, or the driver's phone app. */
export const sessionAudienceSchema = z.enum(['manager', 'admin', 'driver']);
export type SessionAudience = z.infer<typeof sessionAudienceSchema>;

/**
 * One stream per refresh-token family (`session-<id>`). Only SHA-256 hashes of refresh tokens are stored:
 * they are 256-bit random values, so a slow hash adds nothing, and the log cannot be used to log in.
 */
export const SessionStarted = defineEvent({
  type: 'SessionStarted',
  version: 2,
  schema: z.object({
    sessionId: z.string(),
    audience: sessionAudienceSchema,
    userId: z.string(),
    userType: z.number().int(),
    companyId: z.string().nullable(),
    /** Set when an admin works inside a company (access on behalf). */
    onBehalfOf: z.object({ adminId: z.string(), companyId: z.string() }).nullable(),
    /** v2: the admin session an on-behalf session was opened from; it ends with that session (admin logout). */
    openedFromSessionId: z.string().nullable(),
    tokenHash: z.string(),
    expiresAt: z.iso.datetime(),
  }),
  // v1 did not record it: such an on-behalf session has no admin session to live by and is no longer valid.
  upcasters: { 1: (data) => ({ ...(data as object), openedFromSessionId: null }) },
});

export const SessionRefreshed = defineEvent({
  type: 'SessionRefreshed',
  schema: z.object({ sessionId: z.string(), previousTokenHash: z.string(), tokenHash: z.string(), expiresAt: z.iso.datetime() }),
});

export const SessionRevoked = defineEvent({
  type: 'SessionRevoked',
  schema: z.object({ sessionId: z.string(), reason: z.enum(['logout', 'reuse-detected']) }),
});

export const sessionEvents = [SessionStarted, SessionRefreshed, SessionRevoked] as const;
export type SessionEvent = EventOf<(typeof sessionEvents)[number]>;
export const sessionCatalogue = createCatalogue(sessionEvents);
