import { z } from 'zod';
import { paymentMethodSchema, paymentScheduleSchema } from '../constants/business';

/** Company invoice (designed: the spec does not show its fields). Amounts are whole yen. */
export const INVOICE_STATUSES = ['issued', 'sent', 'paid', 'void'] as const;
export const companyInvoiceSchema = z.object({
  _id: z.string(),
  company: z.string(),
  invoiceNo: z.string(),
  /** 'YYYY-MM-DD' */
  periodFrom: z.string(),
  periodTo: z.string(),
  carCount: z.number().int().min(0),
  deviceCount: z.number().int().min(0),
  paymentSchedule: paymentScheduleSchema,
  paymentMethod: paymentMethodSchema,
  /** Before tax, the consumption tax at its rate, and the total including it. */
  subtotal: z.number(),
  taxRatePercent: z.number(),
  tax: z.number(),
  totalAmount: z.number(),
  status: z.enum(INVOICE_STATUSES),
  issuedAt: z.string(),
  sentAt: z.string().nullable(),
  /** When a card charge of its total settled it (null: not paid). */
  paidAt: z.string().nullable(),
  /** Why the card on file refused its charge, as an error key the screens translate (null: not declined). */
  declineReason: z.string().nullable(),
});
export type CompanyInvoice = z.infer<typeof companyInvoiceSchema>;
