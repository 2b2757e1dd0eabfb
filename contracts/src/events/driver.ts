import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

export const driverProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  spellingFirstName: z.string(),
  spellingLastName: z.string(),
  /** 'YYYY-MM-DD' or '-' (spec section 3). */
  DOB: z.string(),
  expirationDate: z.string(),
  licenseType: z.string(),
  carId: z.string(),
  driverLicense: z.string(),
  email: z.string(),
  mobile: z.string(),
  officeId: z.string().nullable(),
  image: z.string().nullable(),
});
export type DriverProfile = z.infer<typeof driverProfileSchema>;

export const DriverCreated = defineEvent({
  type: 'DriverCreated',
  schema: z.object({
    driverId: z.string(),
    companyId: z.string(),
    username: z.string(),
    passwordHash: z.string(),
    profile: driverProfileSchema,
  }),
});

export const DriverUpdated = defineEvent({
  type: 'DriverUpdated',
  schema: z.object({ driverId: z.string(), companyId: z.string(), changes: driverProfileSchema.partial() }),
});

export const DriverPasswordReset = defineEvent({
  type: 'DriverPasswordReset',
  schema: z.object({ driverId: z.string(), companyId: z.string(), passwordHash: z.string() }),
});

export const DriverDeleted = defineEvent({
  type: 'DriverDeleted',
  schema: z.object({ driverId: z.string(), companyId: z.string() }),
});

/**
 * A manager made a one-time sign-in link (shown as a QR code or mailed) for the driver's phone. Only the
 * SHA-256 hash of its 256-bit secret is kept; a newer invitation replaces an older one.
 */
export const DriverInvited = defineEvent({
  type: 'DriverInvited',
  schema: z.object({
    driverId: z.string(),
    companyId: z.string(),
    invitationTokenHash: z.string(),
    invitationExpiresAt: z.iso.datetime(),
    invitedBy: z.string(),
  }),
});

/** The driver used the invitation (once) and chose a password; earlier sessions end. */
export const DriverPasswordSet = defineEvent({
  type: 'DriverPasswordSet',
  schema: z.object({ driverId: z.string(), companyId: z.string(), passwordHash: z.string(), invitationTokenHash: z.string() }),
});

export const driverEvents = [DriverCreated, DriverUpdated, DriverPasswordReset, DriverDeleted, DriverInvited, DriverPasswordSet] as const;
export type DriverEvent = EventOf<(typeof driverEvents)[number]>;
export const driverCatalogue = createCatalogue(driverEvents);
