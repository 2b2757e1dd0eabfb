import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** A car of a company (spec section 3 car form), as the command side stores it. */
export const carDetailsSchema = z.object({
  number: z.string(),
  model: z.string(),
  type: z.string(),
  chassisNo: z.string(),
  /** 'YYYY-MM' */
  production: z.string(),
  /** 'YYYY-MM-DD' */
  inspection: z.string(),
  /** 'YYYY-MM-DD' */
  insurance: z.string(),
  officeId: z.string(),
});
export type CarDetails = z.infer<typeof carDetailsSchema>;

/** Whatever points at a car: a driver's assigned vehicle. */
export const carReferrerSchema = z.object({ kind: z.enum(['driver']), id: z.string() });
export type CarReferrer = z.infer<typeof carReferrerSchema>;

export const CarRegistered = defineEvent({
  type: 'CarRegistered',
  schema: z.object({ carId: z.string(), companyId: z.string(), details: carDetailsSchema }),
});

export const CarUpdated = defineEvent({
  type: 'CarUpdated',
  schema: z.object({ carId: z.string(), companyId: z.string(), changes: carDetailsSchema.partial() }),
});

/**
 * Written by earlier versions, which recorded each driver of the car in its stream. No longer written (a
 * driver's request cut short by a crash left the car undeletable): whether a car is driven is now read from
 * the drivers read model at deletion; these stay readable.
 */
export const CarReferenceAdded = defineEvent({
  type: 'CarReferenceAdded',
  schema: z.object({ carId: z.string(), companyId: z.string(), referrer: carReferrerSchema }),
});

export const CarReferenceRemoved = defineEvent({
  type: 'CarReferenceRemoved',
  schema: z.object({ carId: z.string(), companyId: z.string(), referrer: carReferrerSchema }),
});

export const CarDeleted = defineEvent({
  type: 'CarDeleted',
  schema: z.object({ carId: z.string(), companyId: z.string() }),
});

export const carEvents = [CarRegistered, CarUpdated, CarReferenceAdded, CarReferenceRemoved, CarDeleted] as const;
export type CarEvent = EventOf<(typeof carEvents)[number]>;
export const carCatalogue = createCatalogue(carEvents);

/**
 * Car numbers are unique inside a company (Errors.CarNumberTaken): one stream per company and normalised
 * number (`carno-<companyId>-<number>`), claimed by appending to a missing stream, which only one writer can
 * do, so two concurrent registrations of the same plate cannot both win (as device serial numbers).
 */
const carNumberClaimData = z.object({
  companyId: z.string(),
  /** Normalised: trimmed, lower case, inner whitespace collapsed. */
  number: z.string(),
  carId: z.string(),
});

export const CarNumberClaimed = defineEvent({ type: 'CarNumberClaimed', schema: carNumberClaimData });
export const CarNumberReleased = defineEvent({ type: 'CarNumberReleased', schema: carNumberClaimData });

export const carNumberClaimEvents = [CarNumberClaimed, CarNumberReleased] as const;
export type CarNumberClaimEvent = EventOf<(typeof carNumberClaimEvents)[number]>;
export const carNumberClaimCatalogue = createCatalogue(carNumberClaimEvents);
