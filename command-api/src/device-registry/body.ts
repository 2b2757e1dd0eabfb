import {
  ADMIN_DEVICE_DEFAULT_MODEL,
  ADMIN_DEVICE_DEFAULT_STATUS,
  ErrorKeys,
  stringRequired,
  text,
  type RegisteredDeviceDetails,
} from '@fleetcheck/contracts';
import { z } from 'zod';
import { requiredId } from '../shared/body-rules';

const smallInt = (fallback: number) =>
  z.coerce
    .number({ error: ErrorKeys.Invalid })
    .int({ error: ErrorKeys.Invalid })
    .min(0, { error: ErrorKeys.Invalid })
    .max(9999, { error: ErrorKeys.Invalid })
    .default(fallback);

/**
 * POST /admin/device and PUT /admin/device/{id}: contracts' adminDevicePayloadSchema (regDate 'YYYY-MM-DD')
 * checked with the admin device form's rules: serial number, company and registration date required,
 * status defaulting to 0 and model to 2 (spec section 3).
 */
export const adminDeviceBodySchema = z.object({
  serialNo: text('code'),
  company: requiredId(),
  regDate: stringRequired().pipe(z.iso.date({ error: ErrorKeys.Invalid })),
  status: smallInt(ADMIN_DEVICE_DEFAULT_STATUS),
  model: smallInt(ADMIN_DEVICE_DEFAULT_MODEL),
});
export type AdminDeviceBody = z.output<typeof adminDeviceBodySchema>;

export function registeredDetailsFromBody(body: AdminDeviceBody): RegisteredDeviceDetails {
  return { serialNo: body.serialNo, regDate: body.regDate, status: body.status, model: body.model };
}
