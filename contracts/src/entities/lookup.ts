import { z } from 'zod';
import { detectorOutOfServiceReasonSchema } from '../events/detector-maintenance';
import type { SelectOption } from '../forms/option';

/** Lookup list items of spec section 3 (GET /office, /car, /driver, /device with limit 1000). */
export const officeLookupSchema = z.object({ id: z.string(), name: z.string() });
export const carLookupSchema = z.object({ id: z.string(), number: z.string(), model: z.string() });
export const driverLookupSchema = z.object({ id: z.string(), lastName: z.string(), firstName: z.string() });
/** `outOfService`: why the detector may not take records today (forms do not offer it); null when it may. */
export const deviceLookupSchema = z.object({
  id: z.string(),
  serialNo: z.string(),
  outOfService: detectorOutOfServiceReasonSchema.nullable(),
});
export type OfficeLookup = z.infer<typeof officeLookupSchema>;
export type CarLookup = z.infer<typeof carLookupSchema>;
export type DriverLookup = z.infer<typeof driverLookupSchema>;
export type DeviceLookup = z.infer<typeof deviceLookupSchema>;

export const officeOption = (item: OfficeLookup): SelectOption => ({ value: item.id, label: item.name });
export const carOption = (item: CarLookup): SelectOption => ({
  value: item.id,
  label: `${item.number} ${item.model}`,
});
export const driverOption = (item: DriverLookup): SelectOption => ({
  value: item.id,
  label: `${item.lastName} ${item.firstName}`,
});
export const deviceOption = (item: DeviceLookup): SelectOption => ({ value: item.id, label: item.serialNo });
