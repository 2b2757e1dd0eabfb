import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** The company's own details (spec section 3); the same fields as the company form. */
export const companyDetailsSchema = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  fax: z.string(),
  employeeCount: z.number().int(),
  carCount: z.number().int(),
  postcode: z.string(),
  prefectures: z.string(),
  municipalities: z.string(),
  town: z.string(),
  buildings: z.string(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

export const CompanyRegistered = defineEvent({
  type: 'CompanyRegistered',
  schema: z.object({
    companyId: z.string(),
    details: companyDetailsSchema,
    /** Seeded or admin-created companies start verified; sign-ups verify their e-mail first. */
    emailVerified: z.boolean(),
    registeredAt: z.iso.datetime(),
  }),
});

/** Only a hash of the single-use token is stored: the event log must not be able to verify an e-mail. */
export const CompanyEmailVerificationRequested = defineEvent({
  type: 'CompanyEmailVerificationRequested',
  schema: z.object({ companyId: z.string(), tokenHash: z.string(), expiresAt: z.iso.datetime() }),
});

export const CompanyEmailVerified = defineEvent({
  type: 'CompanyEmailVerified',
  schema: z.object({ companyId: z.string(), tokenHash: z.string().nullable(), verifiedAt: z.iso.datetime() }),
});

/** Carries only the fields that changed, so an audit shows exactly what was edited. */
export const CompanyDetailsUpdated = defineEvent({
  type: 'CompanyDetailsUpdated',
  schema: z.object({ companyId: z.string(), changes: companyDetailsSchema.partial() }),
});

export const CompanyDeleted = defineEvent({
  type: 'CompanyDeleted',
  schema: z.object({ companyId: z.string(), deletedAt: z.iso.datetime() }),
});

export const companyEvents = [
  CompanyRegistered,
  CompanyEmailVerificationRequested,
  CompanyEmailVerified,
  CompanyDetailsUpdated,
  CompanyDeleted,
] as const;
export type CompanyEvent = EventOf<(typeof companyEvents)[number]>;
export const companyCatalogue = createCatalogue(companyEvents);
