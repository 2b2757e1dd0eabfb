import {
  ADMIN_DEVICE_DEFAULT_MODEL,
  ADMIN_DEVICE_DEFAULT_STATUS,
  ErrorKeys,
  text,
  type AdminDevicePayload,
  type DeviceRecord,
} from '@fleetcheck/contracts';
import { z } from 'zod';

/** What the panel's inputs hold; regDate is the date input's 'YYYY-MM-DD'. */
export interface AdminDeviceFormText {
  serialNo: string;
  company: string;
  regDate: string;
  status: string;
  model: string;
}

export const adminDeviceFormTextSchema = z.object({
  serialNo: text('code'),
  company: z.string().min(1, ErrorKeys.Required),
  regDate: z.string().min(1, ErrorKeys.Required).pipe(z.iso.date(ErrorKeys.Invalid)),
  status: z.coerce.number().int(),
  model: z.coerce.number().int(),
});

export function emptyAdminDeviceForm(today: string): AdminDeviceFormText {
  return {
    serialNo: '',
    company: '',
    regDate: today,
    status: String(ADMIN_DEVICE_DEFAULT_STATUS),
    model: String(ADMIN_DEVICE_DEFAULT_MODEL),
  };
}

export function deviceToForm(device: DeviceRecord): AdminDeviceFormText {
  return {
    serialNo: device.serialNo,
    company: device.company?._id ?? '',
    regDate: device.regDate.slice(0, 10),
    status: String(device.status),
    model: String(device.model),
  };
}

export function formToPayload(form: z.output<typeof adminDeviceFormTextSchema>): AdminDevicePayload {
  return form;
}
