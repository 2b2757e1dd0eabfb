import { z } from 'zod';
import { ADMIN_DEVICE_DEFAULT_MODEL } from '../constants/business';
import { detectorModelSchema } from '../constants/detector-models';
import { text } from './rules';

/**
 * A company's own detector (add-device and edit-device panels) and the body of POST /device and
 * PUT /device/{id}: the serial number, required, and the model, one of contracts' detector models by
 * number, defaulting as in the admin registry (2).
 */
export const companyDeviceFormSchema = z.object({
  serialNo: text('code'),
  model: detectorModelSchema.default(ADMIN_DEVICE_DEFAULT_MODEL),
});
export type CompanyDeviceFormInput = z.input<typeof companyDeviceFormSchema>;
export type CompanyDeviceForm = z.output<typeof companyDeviceFormSchema>;
