import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

export const officeDetailsSchema = z.object({
  name: z.string(),
  phone: z.string(),
  fax: z.string(),
  postcode: z.string(),
  prefectures: z.string(),
  municipalities: z.string(),
  town: z.string(),
  buildings: z.string(),
  /** When the office's working day starts, 'HH:mm' Japan time (null: DEFAULT_OFFICE_START_TIME): before-driving checks are due then. */
  startTime: z.string().nullable().optional(),
  /** When a missing check alerts the office's managers, 'HH:mm' Japan time (null: the workers' CHECK_CUTOFF). */
  cutoff: z.string().nullable().optional(),
});
export type OfficeDetails = z.infer<typeof officeDetailsSchema>;

/** Whatever points at an office; cars join drivers and managers when the car aggregate lands. */
export const officeReferrerSchema = z.object({ kind: z.enum(['driver', 'manager', 'car']), id: z.string() });
export type OfficeReferrer = z.infer<typeof officeReferrerSchema>;

export const OfficeCreated = defineEvent({
  type: 'OfficeCreated',
  schema: z.object({ officeId: z.string(), companyId: z.string(), details: officeDetailsSchema }),
});

export const OfficeUpdated = defineEvent({
  type: 'OfficeUpdated',
  schema: z.object({ officeId: z.string(), companyId: z.string(), changes: officeDetailsSchema.partial() }),
});

/**
 * Written by earlier versions, which recorded every car, driver and manager naming the office in its stream.
 * No longer written: a referrer's request cut short by a crash left a reference that blocked deletion for
 * ever. Whether an office is in use is now read from the read models at deletion; these stay readable.
 */
export const OfficeReferenceAdded = defineEvent({
  type: 'OfficeReferenceAdded',
  schema: z.object({ officeId: z.string(), companyId: z.string(), referrer: officeReferrerSchema }),
});

export const OfficeReferenceRemoved = defineEvent({
  type: 'OfficeReferenceRemoved',
  schema: z.object({ officeId: z.string(), companyId: z.string(), referrer: officeReferrerSchema }),
});

export const OfficeDeleted = defineEvent({
  type: 'OfficeDeleted',
  schema: z.object({ officeId: z.string(), companyId: z.string() }),
});

export const officeEvents = [OfficeCreated, OfficeUpdated, OfficeReferenceAdded, OfficeReferenceRemoved, OfficeDeleted] as const;
export type OfficeEvent = EventOf<(typeof officeEvents)[number]>;
export const officeCatalogue = createCatalogue(officeEvents);
