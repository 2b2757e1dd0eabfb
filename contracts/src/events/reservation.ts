import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/**
 * Reservation streams hold platform-wide unique values (usernames, company e-mails, manager login e-mails,
 * later device serial numbers). One stream per value: `unique-<scope>-<value>`.
 */
export const UNIQUE_SCOPES = ['username', 'company-email', 'manager-email'] as const;
export const uniqueScopeSchema = z.enum(UNIQUE_SCOPES);
export type UniqueScope = z.infer<typeof uniqueScopeSchema>;

/** What owns a reserved value; login reads it to find the account stream. */
export const OWNER_KINDS = ['admin', 'manager', 'driver', 'company', 'auditor'] as const;
export const ownerKindSchema = z.enum(OWNER_KINDS);
export type OwnerKind = z.infer<typeof ownerKindSchema>;

const reservationData = z.object({
  scope: uniqueScopeSchema,
  value: z.string(),
  ownerKind: ownerKindSchema,
  ownerId: z.string(),
});

export const UniqueValueReserved = defineEvent({ type: 'UniqueValueReserved', schema: reservationData });
export const UniqueValueReleased = defineEvent({ type: 'UniqueValueReleased', schema: reservationData });

export const reservationEvents = [UniqueValueReserved, UniqueValueReleased] as const;
export type ReservationEvent = EventOf<(typeof reservationEvents)[number]>;
export const reservationCatalogue = createCatalogue(reservationEvents);
