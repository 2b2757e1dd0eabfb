import { ADMIN_DEVICE_DEFAULT_MODEL, ErrorKeys, stringRequired, type CompanyDeviceDetails } from '@fleetcheck/contracts';
import { z } from 'zod';

/**
 * POST /device and PUT /device/{id} (designed: the spec shows only the add-device and edit-device panels and
 * the lookup {id, serialNo}): the serial number, required, and the model, numbered as in the admin registry
 * and defaulting the same way (2).
 */
export const companyDeviceBodySchema = z.object({
  serialNo: stringRequired().max(64, { error: ErrorKeys.Invalid }),
  model: z.coerce
    .number({ error: ErrorKeys.Invalid })
    .int({ error: ErrorKeys.Invalid })
    .min(0, { error: ErrorKeys.Invalid })
    .max(9999, { error: ErrorKeys.Invalid })
    .default(ADMIN_DEVICE_DEFAULT_MODEL),
});
export type CompanyDeviceBody = z.output<typeof companyDeviceBodySchema>;

export const companyDeviceDetailsFromBody = (body: CompanyDeviceBody): CompanyDeviceDetails => ({ serialNo: body.serialNo, model: body.model });
