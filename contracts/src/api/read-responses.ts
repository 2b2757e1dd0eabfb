import { z } from 'zod';
import { pagedResponse, successEnvelope } from '../common/envelope';
import { paymentMethodSchema } from '../constants/business';
import { driverLookupSchema } from '../entities/lookup';
import { deviceRecordSchema } from '../entities/records';
import { actorSchema } from '../events/metadata';
import { subscriptionAmountsSchema, subscriptionPlanSchema, subscriptionEvents } from '../events/subscription';
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
  status: z.enum(['Pending', 'Active', 'Cancelled', 'Expired']),
  plan: subscriptionPlanSchema,
  paymentMethod: paymentMethodSchema,
  amounts: subscriptionAmountsSchema,
  startDate: z.iso.date().nullable(),
  expiryDate: z.iso.date().nullable(),
  cancelledEffectiveOn: z.iso.date().nullable(),
});

/** GET /admin/company/{id}/subscription-history: every change with before and after, and the state as of `asOf`. */
export const subscriptionHistoryResponseSchema = successEnvelope(
  z.object({
    entries: z.array(
      z.object({
        at: z.iso.datetime(),
        type: z.enum(subscriptionEvents.map((e) => e.type) as [string, ...string[]]),
        actor: actorSchema,
        onBehalfOf: z.object({ adminId: z.string(), companyId: z.string() }).nullable(),
        before: subscriptionSnapshotSchema.nullable(),
        after: subscriptionSnapshotSchema,
        amountPaid: z.number().int(),
      }),
    ),
    state: subscriptionSnapshotSchema.nullable(),
  }),
);
