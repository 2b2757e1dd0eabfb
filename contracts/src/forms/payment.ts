import { z } from 'zod';
import { booleanRequired, cvvRequired, stringRequired, text } from './rules';

/** Payment form of spec section 3. Card data stays in the browser: only the provider's token is sent. */
export const paymentFormSchema = z.object({
  cardNumber: stringRequired().regex(/^[\d ]{12,23}$/),
  nameOnCard: text('label'),
  /** 'MM/YY' */
  expirationDate: stringRequired().regex(/^(0[1-9]|1[0-2])\/\d{2}$/),
  CVV: cvvRequired(),
  terms: booleanRequired(),
});
export type PaymentFormInput = z.input<typeof paymentFormSchema>;
export type PaymentForm = z.output<typeof paymentFormSchema>;
