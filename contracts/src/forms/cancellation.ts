import { z } from 'zod';
import { booleanRequired, checkbox } from './rules';

/**
 * Cancellation form of spec section 3: checkboxes stored as 0/1 (default 0). Our rule: the four
 * acknowledgements (terms, policy, check3, check4) must be ticked; reason is an optional extra tick.
 */
export const cancellationFormSchema = z.object({
  terms: booleanRequired(),
  policy: booleanRequired(),
  check3: booleanRequired(),
  check4: booleanRequired(),
  reason: checkbox().default(false),
});
export type CancellationFormInput = z.input<typeof cancellationFormSchema>;
export type CancellationForm = z.output<typeof cancellationFormSchema>;

export const EMPTY_CANCELLATION_FORM = { terms: 0, policy: 0, check3: 0, check4: 0, reason: 0 } as const;
