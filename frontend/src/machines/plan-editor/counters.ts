import { COUNTER_MAX, ErrorKeys, sanitizeCounterInput, type ErrorKey, type PaymentSchedule } from '@fleetcheck/contracts';

export type CounterName = 'cars' | 'devices';

export interface PlanCounts {
  readonly cars: number;
  readonly devices: number;
}

/** What the counter cards and the schedule radio send (same events in registration and on the tariffs screen). */
export type PlanEditEvent =
  | { type: 'COUNTER.INCREMENT'; counter: CounterName }
  | { type: 'COUNTER.DECREMENT'; counter: CounterName }
  /** The typed input's raw text: non-digits are stripped and the value capped at COUNTER_MAX. */
  | { type: 'COUNTER.INPUT'; counter: CounterName; value: string }
  | { type: 'SCHEDULE.CHOOSE'; schedule: PaymentSchedule };

export interface PlanDraft {
  readonly counts: PlanCounts;
  readonly schedule: PaymentSchedule | null;
}

export const clampCount = (value: number): number => Math.min(Math.max(Math.trunc(value) || 0, 0), COUNTER_MAX);

/** The draft after one edit event; the machines assign this and their guards read it ahead of the assign. */
export function applyPlanEdit(draft: PlanDraft, event: PlanEditEvent): PlanDraft {
  switch (event.type) {
    case 'COUNTER.INCREMENT':
      return {
        ...draft,
        counts: { ...draft.counts, [event.counter]: clampCount(draft.counts[event.counter] + 1) },
      };
    case 'COUNTER.DECREMENT':
      return {
        ...draft,
        counts: { ...draft.counts, [event.counter]: clampCount(draft.counts[event.counter] - 1) },
      };
    case 'COUNTER.INPUT':
      return {
        ...draft,
        counts: { ...draft.counts, [event.counter]: sanitizeCounterInput(event.value, COUNTER_MAX) },
      };
    case 'SCHEDULE.CHOOSE':
      return { ...draft, schedule: event.schedule };
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

/** Minus is disabled at 0 and while a quote loads (spec section 5). */
export const canDecrement = (counts: PlanCounts, counter: CounterName, loading: boolean): boolean => !loading && counts[counter] > 0;
export const canIncrement = (counts: PlanCounts, counter: CounterName): boolean => counts[counter] < COUNTER_MAX;

/** A quote is asked only for two counts above 0 and a chosen schedule. */
export const isQuotable = (draft: PlanDraft): draft is PlanDraft & { schedule: PaymentSchedule } =>
  draft.counts.cars > 0 && draft.counts.devices > 0 && draft.schedule !== null;

/** The first-registration submit rule: the car rule is reported first, as the spec lists it. */
export function zeroCountError(counts: PlanCounts): ErrorKey | null {
  if (counts.cars === 0) return ErrorKeys.CarCountZero;
  if (counts.devices === 0) return ErrorKeys.DeviceCountZero;
  return null;
}
