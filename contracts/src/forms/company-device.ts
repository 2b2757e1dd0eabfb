import { z } from 'zod';
import { ADMIN_DEVICE_DEFAULT_MODEL } from '../constants/business';
import { ErrorKeys } from '../errors/keys';
import { text } from './rules';

/**
 * A company's own detector (add-device and edit-device panels) and the body of POST /device and
 * PUT /device/{id}: the serial number, required, and the model, numbered as in the admin registry and
 * defaulting the same way (2).
 */
export const companyDeviceFormSchema = z.object({
  serialNo: text('code'),
  model: z.coerce
    .number({ error: ErrorKeys.Invalid })
    .int({ error: ErrorKeys.Invalid })
    .min(0, { error: ErrorKeys.Invalid })
    .max(9999, { error: ErrorKeys.Invalid })
    .default(ADMIN_DEVICE_DEFAULT_MODEL),
});
export type CompanyDeviceFormInput = z.input<typeof companyDeviceFormSchema>;
export type CompanyDeviceForm = z.output<typeof companyDeviceFormSchema>;
