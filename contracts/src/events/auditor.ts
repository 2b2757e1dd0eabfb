import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** Which companies an auditor may read: every company, or the ones listed. */
export const auditorScopeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('companies'), companyIds: z.array(z.string()).min(1) }),
]);
export type AuditorScope = z.infer<typeof auditorScopeSchema>;

/**
 * An auditor (one stream per auditor, `auditor-<id>`): a read-only user a platform admin invites. Only the
 * SHA-256 hash of the e-mailed invitation code is stored.
 */
export const AuditorInvited = defineEvent({
  type: 'AuditorInvited',
  schema: z.object({
    auditorId: z.string(),
    email: z.string(),
    name: z.string(),
    language: z.enum(['ja', 'en']),
    scope: auditorScopeSchema,
    /** The instant access ends (the end of the chosen day in Japan time). */
    accessEndsAt: z.iso.datetime(),
    invitedBy: z.string(),
    invitationTokenHash: z.string(),
    invitationExpiresAt: z.iso.datetime(),
  }),
});

export const AuditorPasswordSet = defineEvent({
  type: 'AuditorPasswordSet',
  schema: z.object({ auditorId: z.string(), passwordHash: z.string(), invitationTokenHash: z.string() }),
});

export const AuditorRevoked = defineEvent({
  type: 'AuditorRevoked',
  schema: z.object({ auditorId: z.string(), revokedBy: z.string() }),
});

/** What the web app reports of an auditor: a page they opened or a file it made for them in the browser. */
export const auditorReportedActivitySchema = z.object({
  action: z.enum(['page', 'export']),
  /** The page's path or the export's name, e.g. `/audit/companies/<id>/history` or `subscription-history.csv`. */
  what: z.string().min(1).max(300),
  companyId: z.string().max(64).nullable(),
});

/**
 * What an auditor looked at or took away. `read` and a server `export` are recorded by query-api itself after
 * each successful audit read (`what` is the path with its query, `route` the route it matched, `format` the
 * file format of an export); `page` and a browser `export` are reported by the web app.
 */
export const auditorActivitySchema = auditorReportedActivitySchema.extend({
  action: z.enum(['page', 'export', 'read']),
  route: z.string().max(200).optional(),
  format: z.string().max(16).optional(),
  /** The read's request id (its X-Correlation-Id): the same request sent again (a retried GET) is recorded once. */
  requestId: z.string().max(128).optional(),
});
export type AuditorActivity = z.infer<typeof auditorActivitySchema>;

export const AuditorActivityRecorded = defineEvent({
  type: 'AuditorActivityRecorded',
  schema: auditorActivitySchema.extend({ auditorId: z.string() }),
});

export const auditorEvents = [AuditorInvited, AuditorPasswordSet, AuditorRevoked, AuditorActivityRecorded] as const;
export type AuditorEvent = EventOf<(typeof auditorEvents)[number]>;
export const auditorCatalogue = createCatalogue(auditorEvents);
