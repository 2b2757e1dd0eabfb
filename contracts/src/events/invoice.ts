import { z } from 'zod';
import { paymentMethodSchema } from '../constants/business';
import { createCatalogue, defineEvent, type EventOf } from './catalogue';
import { subscriptionPlanSchema } from './subscription';

/**
 * Invoice numbers come from one sequence stream (`invoice-sequence`): each number is an event appended
 * with the revision read, so two admins issuing at once get consecutive numbers, never the same one.
 */
export const InvoiceNumberAssigned = defineEvent({
  type: 'InvoiceNumberAssigned',
  schema: z.object({ invoiceId: z.string(), sequence: z.number().int().min(1), invoiceNo: z.string() }),
});

export const invoiceLineSchema = z.object({
  labelJa: z.string(),
  labelEn: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const CompanyInvoiceIssued = defineEvent({
  type: 'CompanyInvoiceIssued',
  schema: z.object({
    invoiceId: z.string(),
    invoiceNo: z.string(),
    companyId: z.string(),
    companyName: z.string(),
    companyEmail: z.string(),
    periodFrom: z.iso.date(),
    periodTo: z.iso.date(),
    plan: subscriptionPlanSchema,
    paymentMethod: paymentMethodSchema,
    lines: z.array(invoiceLineSchema),
    discountAmount: z.number().int(),
    subtotal: z.number().int(),
    taxRatePercent: z.number(),
    tax: z.number().int(),
    totalAmount: z.number().int(),
    issuedAt: z.iso.datetime(),
  }),
});

export const CompanyInvoiceSent = defineEvent({
  type: 'CompanyInvoiceSent',
  schema: z.object({ invoiceId: z.string(), companyId: z.string(), to: z.string(), sentAt: z.iso.datetime() }),
});

/** The invoice was settled by a card charge of exactly its total (the payment order that paid it). */
export const CompanyInvoicePaid = defineEvent({
  type: 'CompanyInvoicePaid',
  schema: z.object({
    invoiceId: z.string(),
    companyId: z.string(),
    orderId: z.string(),
    chargeId: z.string(),
    amount: z.number().int(),
    paidAt: z.iso.datetime(),
  }),
});

/**
 * The card on file refused the invoice's charge (the provider's failure code, e.g. insufficient_fund): the invoice
 * stays unpaid and the company is told. `chargeId` is null when the provider refused before creating a charge.
 */
export const CompanyInvoiceChargeDeclined = defineEvent({
  type: 'CompanyInvoiceChargeDeclined',
  schema: z.object({
    invoiceId: z.string(),
    companyId: z.string(),
    invoiceNo: z.string(),
    orderId: z.string(),
    chargeId: z.string().nullable(),
    failureCode: z.string(),
    declinedAt: z.iso.datetime(),
  }),
});

/**
 * The provider never answered the invoice's charge request (a timeout, a dropped connection): the card may or may not
 * have been charged. The invoice stays unpaid; the workers ask the provider what became of order `orderId` and charge
 * it only if nothing was, retrying with backoff while the provider stays silent.
 */
export const CompanyInvoiceChargeUnanswered = defineEvent({
  type: 'CompanyInvoiceChargeUnanswered',
  schema: z.object({ invoiceId: z.string(), companyId: z.string(), orderId: z.string(), askedAt: z.iso.datetime() }),
});

/** The gateway's order id (the idempotency key) of an admin invoice's charge to the card on file: one per invoice. */
export const invoiceOrderId = (invoiceId: string): string => `inv_${invoiceId}`;

export const invoiceEvents = [
  InvoiceNumberAssigned,
  CompanyInvoiceIssued,
  CompanyInvoiceSent,
  CompanyInvoicePaid,
  CompanyInvoiceChargeDeclined,
  CompanyInvoiceChargeUnanswered,
] as const;
export type InvoiceEvent = EventOf<(typeof invoiceEvents)[number]>;
export const invoiceCatalogue = createCatalogue(invoiceEvents);
