import { z } from 'zod';
import { ADMIN_DEVICE_DEFAULT_MODEL, ADMIN_DEVICE_DEFAULT_STATUS } from '../constants/business';
import { detectorModelSchema } from '../constants/detector-models';
import { objectRequired, text } from './rules';
import { ymdRequired } from './ymd';

/** Admin device form (spec section 3): status defaults to 0, model to 2. */
export const adminDeviceFormSchema = z.object({
  serialNo: text('code'),
  company: objectRequired(),
  regDate: ymdRequired(),
  status: z.coerce.number().int().default(ADMIN_DEVICE_DEFAULT_STATUS),
  model: detectorModelSchema.default(ADMIN_DEVICE_DEFAULT_MODEL),
});
export type AdminDeviceFormInput = z.input<typeof adminDeviceFormSchema>;
export type AdminDeviceForm = z.output<typeof adminDeviceFormSchema>;
