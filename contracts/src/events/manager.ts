import { z } from 'zod';
import { CONFIRMER_ROLES } from '../check-record/vocabulary';
import { reportMailsSchema } from '../reports/report-mails';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

export const managerProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  spellingFirstName: z.string(),
  spellingLastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  officeId: z.string().nullable(),
  image: z.string().nullable(),
  /** 安全運転管理者 or 補助者 (issue 35 item 4); absent on managers registered before roles: a 安全運転管理者. */
  confirmerRole: z.enum(CONFIRMER_ROLES).optional(),
});
export type ManagerProfile = z.infer<typeof managerProfileSchema>;

export const ManagerCreated = defineEvent({
  type: 'ManagerCreated',
  schema: z.object({
    managerId: z.string(),
    companyId: z.string(),
    /** 2: the company's first (owner) manager, 3: managers added later (spec section 6). */
    userType: z.union([z.literal(2), z.literal(3)]),
    username: z.string(),
    /** scrypt hash; the plain password is returned once in the HTTP response and never stored. */
    passwordHash: z.string(),
    language: z.enum(['ja', 'en']),
    profile: managerProfileSchema,
  }),
});

export const ManagerUpdated = defineEvent({
  type: 'ManagerUpdated',
  schema: z.object({ managerId: z.string(), companyId: z.string(), changes: managerProfileSchema.partial() }),
});

export const ManagerLanguageChanged = defineEvent({
  type: 'ManagerLanguageChanged',
  schema: z.object({ managerId: z.string(), companyId: z.string(), language: z.enum(['ja', 'en']) }),
});

/** The manager turned a scheduled report mail on or off (issue 37 item 3). */
export const ManagerReportMailsChanged = defineEvent({
  type: 'ManagerReportMailsChanged',
  schema: z.object({ managerId: z.string(), companyId: z.string(), reportMails: reportMailsSchema }),
});

export const PASSWORD_RESET_REASONS = ['manager', 'admin', 'email'] as const;

export const ManagerPasswordReset = defineEvent({
  type: 'ManagerPasswordReset',
  version: 2,
  schema: z.object({
    managerId: z.string(),
    companyId: z.string(),
    passwordHash: z.string(),
    reason: z.enum(PASSWORD_RESET_REASONS),
    /** The forgot-password token consumed by this reset (single use), when reset by e-mail. */
    tokenHash: z.string().nullable(),
    /**
     * v2: the session the manager changed their own password from, which stays valid; every other session of
     * the manager ends (null: a reset by someone else or by the e-mailed code ends them all).
     */
    keptSessionId: z.string().nullable(),
  }),
  // v1 did not record it: its resets end every session of the manager.
  upcasters: { 1: (data) => ({ ...(data as object), keptSessionId: null }) },
});

export const ManagerPasswordResetRequested = defineEvent({
  type: 'ManagerPasswordResetRequested',
  schema: z.object({ managerId: z.string(), companyId: z.string(), tokenHash: z.string(), expiresAt: z.iso.datetime() }),
});

export const ManagerDeleted = defineEvent({
  type: 'ManagerDeleted',
  schema: z.object({ managerId: z.string(), companyId: z.string() }),
});

export const managerEvents = [
  ManagerCreated,
  ManagerUpdated,
  ManagerLanguageChanged,
  ManagerReportMailsChanged,
  ManagerPasswordReset,
  ManagerPasswordResetRequested,
  ManagerDeleted,
] as const;
export type ManagerEvent = EventOf<(typeof managerEvents)[number]>;
export const managerCatalogue = createCatalogue(managerEvents);
