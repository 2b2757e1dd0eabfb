import { ErrorKeys, type PaymentSchedule } from '@fleetcheck/contracts';
import type { PlanCounts } from './counters';

export interface CurrentPlan extends PlanCounts {
  readonly schedule: PaymentSchedule;
  readonly totalAmount: number;
  readonly startDate: string | null;
}

export type PlanChangeDecision =
  | { readonly kind: 'payment' }
  | {
      readonly kind: 'rejected';
      readonly key: typeof ErrorKeys.PlanOnlyIncrease | typeof ErrorKeys.NothingChanged;
    };

/** No cars or no devices yet: the spec sends the user straight to payment, without the change rules. */
export const hasNoPlanYet = (current: CurrentPlan | null): boolean => current === null || current.cars === 0 || current.devices === 0;

/**
 * Post-registration update rules of spec section 5 (not used in the admin's upgrade mode). "Nothing
 * changed" also compares the schedule, as the server does: a schedule-only switch is a real change.
 */
export function decidePlanChange(current: CurrentPlan | null, next: PlanCounts & { schedule: PaymentSchedule }): PlanChangeDecision {
  if (current === null || hasNoPlanYet(current)) return { kind: 'payment' };
  if (next.cars < current.cars || next.devices < current.devices) return { kind: 'rejected', key: ErrorKeys.PlanOnlyIncrease };
  if (next.cars === current.cars && next.devices === current.devices && next.schedule === current.schedule) {
    return { kind: 'rejected', key: ErrorKeys.NothingChanged };
  }
  return { kind: 'payment' };
}
