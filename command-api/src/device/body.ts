import { companyDeviceFormSchema, type CompanyDeviceDetails } from '@fleetcheck/contracts';
import type { z } from 'zod';

/** POST /device and PUT /device/{id}: the contracts' company-device form, so the UI checks the same rules. */
export const companyDeviceBodySchema = companyDeviceFormSchema;
export type CompanyDeviceBody = z.output<typeof companyDeviceBodySchema>;

export const companyDeviceDetailsFromBody = (body: CompanyDeviceBody): CompanyDeviceDetails => ({
  serialNo: body.serialNo,
  model: body.model,
});
