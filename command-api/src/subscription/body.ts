import { stringRequired, text } from '@fleetcheck/contracts';
import { z } from 'zod';

/** POST /admin/subscription/bankTransferPayment (designed): the admin records a received transfer. */
export const bankTransferPaymentBodySchema = z.object({
  company: stringRequired(),
  amount: z.coerce.number().int().min(1),
  paidOn: z.iso.date(),
  /** The bank's transaction reference: recording the same one twice changes nothing. */
  reference: text('code'),
});

/** POST /payments/sandbox/tokens: what Omise.js would send to the vault, for the local sandbox only. */
export const sandboxTokenBodySchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/),
  name: text('label'),
  expirationMonth: z.coerce.number().int().min(1).max(12),
  expirationYear: z.coerce.number().int().min(2000),
  securityCode: z.string().regex(/^\d{3,4}$/),
});
