import { z } from 'zod';
import { pagedResponse, successEnvelope } from '../common/envelope';
import { paymentMethodSchema } from '../constants/business';
import { driverLookupSchema } from '../entities/lookup';
import { deviceRecordSchema } from '../entities/records';
import { actorSchema } from '../events/metadata';
import { subscriptionAmountsSchema, subscriptionPlanSchema, subscriptionEvents } from '../events/subscription';
import { AUDIT_STATUSES, INVOICE_HISTORY_EVENT_TYPES } from '../events/subscription-history';
import { companyRefSchema } from '../entities/user';

/** Response bodies of reads that had no schema before the API was documented (issue 24). */

/**
 * GET /settings: the calling user's language and company, and how many days ahead a licence, inspection or
 * insurance date counts as expiring (EXPIRY_WARNING_DAYS: the lists mark it amber as the alerts are raised).
 */
export const settingsResponseSchema = successEnvelope(
  z.object({ language: z.enum(['ja', 'en']), company: companyRefSchema.nullable(), expiryWarningDays: z.number().int().min(1) }),
);

/** GET /manager in the lookup form: names, as the driver lookup. */
export const managerLookupResponseSchema = pagedResponse(driverLookupSchema);

/** GET /admin/device: the platform's registered devices, with the company each is rented to. */
export const adminDeviceListResponseSchema = pagedResponse(deviceRecordSchema);

const subscriptionSnapshotSchema = z.object({
  status: z.enum(AUDIT_STATUSES),
  plan: subscriptionPlanSchema,
  paymentMethod: paymentMethodSchema,
  amounts: subscriptionAmountsSchema,
  startDate: z.iso.date().nullable(),
  expiryDate: z.iso.date().nullable(),
  cancelledEffectiveOn: z.iso.date().nullable(),
});

const historyInvoiceSchema = z.object({
  invoiceId: z.string(),
  invoiceNo: z.string(),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  subtotal: z.number().int(),
  tax: z.number().int(),
  totalAmount: z.number().int(),
  status: z.enum(['issued', 'paid']),
});

/** Every event type of a company's timeline: its subscription changes and its invoices. */
export const HISTORY_EVENT_TYPES: [string, ...string[]] = [...INVOICE_HISTORY_EVENT_TYPES, ...subscriptionEvents.map((e) => e.type)];

/**
 * GET /admin/company/{id}/subscription-history: every change (subscription and invoices) with before and after and
 * who acted by name, and the state and invoices as of `asOf`.
 */
export const subscriptionHistoryResponseSchema = successEnvelope(
  z.object({
    entries: z.array(
      z.object({
        at: z.iso.datetime(),
        type: z.enum(HISTORY_EVENT_TYPES),
        actor: actorSchema,
        onBehalfOf: z.object({ adminId: z.string(), companyId: z.string() }).nullable(),
        names: z.object({ actor: z.string().nullable(), onBehalfOf: z.string().nullable() }),
        before: subscriptionSnapshotSchema.nullable(),
        after: subscriptionSnapshotSchema.nullable(),
        amountPaid: z.number().int(),
        invoice: historyInvoiceSchema.nullable(),
      }),
    ),
    state: subscriptionSnapshotSchema.nullable(),
    invoices: z.array(historyInvoiceSchema),
  }),
);
