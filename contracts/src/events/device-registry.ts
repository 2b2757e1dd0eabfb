import { z } from 'zod';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';

/** The platform's registry of detectors (admin device, spec section 3). regDate 'YYYY-MM-DD'. */
export const registeredDeviceDetailsSchema = z.object({
  serialNo: z.string(),
  regDate: z.string(),
  status: z.number().int(),
  model: z.number().int(),
});
export type RegisteredDeviceDetails = z.infer<typeof registeredDeviceDetailsSchema>;

/**
 * Only a SHA-256 hash of the device secret is stored: the secret is 256 random bits, so a slow hash adds
 * nothing, and the event log cannot be used to impersonate a device.
 */
export const DeviceRegistered = defineEvent({
  type: 'DeviceRegistered',
  schema: z.object({
    deviceId: z.string(),
    companyId: z.string().nullable(),
    details: registeredDeviceDetailsSchema,
    secretHash: z.string(),
  }),
});

export const DeviceDetailsChanged = defineEvent({
  type: 'DeviceDetailsChanged',
  schema: z.object({ deviceId: z.string(), changes: registeredDeviceDetailsSchema.partial() }),
});

export const DeviceAssignedToCompany = defineEvent({
  type: 'DeviceAssignedToCompany',
  schema: z.object({ deviceId: z.string(), companyId: z.string(), previousCompanyId: z.string().nullable() }),
});

export const DeviceUnassignedFromCompany = defineEvent({
  type: 'DeviceUnassignedFromCompany',
  schema: z.object({ deviceId: z.string(), companyId: z.string() }),
});

export const DeviceSecretRotated = defineEvent({
  type: 'DeviceSecretRotated',
  schema: z.object({ deviceId: z.string(), secretHash: z.string() }),
});

export const DeviceDeregistered = defineEvent({
  type: 'DeviceDeregistered',
  schema: z.object({ deviceId: z.string() }),
});

export const deviceRegistryEvents = [
  DeviceRegistered,
  DeviceDetailsChanged,
  DeviceAssignedToCompany,
  DeviceUnassignedFromCompany,
  DeviceSecretRotated,
  DeviceDeregistered,
] as const;
export type DeviceRegistryEvent = EventOf<(typeof deviceRegistryEvents)[number]>;
export const deviceRegistryCatalogue = createCatalogue(deviceRegistryEvents);
