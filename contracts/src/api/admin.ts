import { z } from 'zod';
import { pagedResponse, successEnvelope } from '../common/envelope';
import { companyInvoiceSchema } from '../entities/invoice';
import { companyRecordSchema, deviceRecordSchema } from '../entities/records';
import { subscriptionSchema } from '../entities/subscription';
import { companyFormSchema } from '../forms/company';
import { stringRequired } from '../forms/rules';
import { TEXT_MAX_LENGTH } from '../constants/limits';

/** GET /admin/company (companyListQuerySchema): companies with their current plan (designed fields). */
export const adminCompanyListItemSchema = companyRecordSchema.extend({
  subscription: subscriptionSchema.nullable(),
  managerName: z.string().nullable(),
  deviceTotal: z.number().int().min(0),
});
export type AdminCompanyListItem = z.infer<typeof adminCompanyListItemSchema>;
export const adminCompanyListResponseSchema = pagedResponse(adminCompanyListItemSchema);
export const adminCompanyResponseSchema = successEnvelope(adminCompanyListItemSchema);
/** PUT /admin/company/{id} */
export const adminUpdateCompanyRequestSchema = companyFormSchema;

/** POST /admin/companyInvoice: issue an invoice for a company's billing period. */
export const createCompanyInvoiceRequestSchema = z
  .object({
    company: stringRequired(),
    periodFrom: z.iso.date(),
    periodTo: z.iso.date(),
  })
  .refine((body) => body.periodFrom <= body.periodTo, { path: ['periodTo'], error: 'Errors.Invalid' });
export const companyInvoiceResponseSchema = successEnvelope(companyInvoiceSchema);
/** POST /admin/companyInvoice/sendEmail */
export const sendCompanyInvoiceRequestSchema = z.object({
  id: z.string().min(1),
  email: z.email().max(TEXT_MAX_LENGTH.email).optional(),
});
/** GET /admin/companyInvoice/{id}: a company's invoices. */
export const companyInvoiceListResponseSchema = successEnvelope(z.array(companyInvoiceSchema));

/** GET /admin/companyDevice/{id}: the devices rented to a company. */
export const companyDeviceListResponseSchema = successEnvelope(z.array(deviceRecordSchema));

/** Admin devices: POST /admin/device, PUT /admin/device/{id} (designed paths). regDate 'YYYY-MM-DD'. */
export const adminDevicePayloadSchema = z.object({
  serialNo: z.string().trim().min(1),
  company: z.string().min(1),
  regDate: z.iso.date(),
  status: z.number().int(),
  model: z.number().int(),
});
export type AdminDevicePayload = z.infer<typeof adminDevicePayloadSchema>;
