import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * A detector as its company records it (GET /device lookups give {id, serialNo}). The model uses the same
 * numbering as the admin device registry. Serial numbers are unique inside a company (see SerialNoClaimed).
 */
export const companyDeviceDetailsSchema = z.object({
  serialNo: z.string(),
  model: z.number().int(),
});
export type CompanyDeviceDetails = z.infer<typeof companyDeviceDetailsSchema>;

export const CompanyDeviceAdded = defineEvent({
  type: 'CompanyDeviceAdded',
  schema: z.object({ deviceId: z.string(), companyId: z.string(), details: companyDeviceDetailsSchema }),
});

export const CompanyDeviceUpdated = defineEvent({
  type: 'CompanyDeviceUpdated',
  schema: z.object({ deviceId: z.string(), companyId: z.string(), changes: companyDeviceDetailsSchema.partial() }),
});

export const CompanyDeviceRemoved = defineEvent({
  type: 'CompanyDeviceRemoved',
  schema: z.object({ deviceId: z.string(), companyId: z.string() }),
});

export const companyDeviceEvents = [CompanyDeviceAdded, CompanyDeviceUpdated, CompanyDeviceRemoved] as const;
export type CompanyDeviceEvent = EventOf<(typeof companyDeviceEvents)[number]>;
export const companyDeviceCatalogue = createCatalogue(companyDeviceEvents);

/**
 * Serial-number claims: one stream per serial and scope (`serial-registry-<serial>` platform-wide for the
 * admin registry, `serial-company-<companyId>-<serial>` for a company's own list). The first claim appends
 * to a missing stream, which only one writer can do, so two concurrent registrations cannot both win.
 */
export const serialScopeSchema = z.enum(['registry', 'company']);
export type SerialScope = z.infer<typeof serialScopeSchema>;

const serialClaimData = z.object({
  scope: serialScopeSchema,
  /** Normalised (trimmed, lower case). */
  serialNo: z.string(),
  deviceId: z.string(),
  companyId: z.string().nullable(),
});

export const SerialNoClaimed = defineEvent({ type: 'SerialNoClaimed', schema: serialClaimData });
export const SerialNoReleased = defineEvent({ type: 'SerialNoReleased', schema: serialClaimData });

export const serialClaimEvents = [SerialNoClaimed, SerialNoReleased] as const;
export type SerialClaimEvent = EventOf<(typeof serialClaimEvents)[number]>;
export const serialClaimCatalogue = createCatalogue(serialClaimEvents);
