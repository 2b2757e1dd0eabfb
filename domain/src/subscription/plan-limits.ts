import type { SubscriptionState } from './decider';
import { DomainError } from '../shared/domain-error';

/** What a plan pays for: cars, and detectors (the company's own list and the platform's rented to it, each). */
export type PlanCounter = 'cars' | 'devices';

export interface PlanAllowance {
  cars: number;
  devices: number;
}

/**
 * The counts the company's plan pays for, or null while it has chosen none (it is still signing up: its
 * first plan is sized from what it registers, spec section 5). A cancelled plan keeps its counts until the
 * paid term ends; past that term the company's managers are signed out anyway.
 */
export function planAllowance(state: SubscriptionState): PlanAllowance | null {
  if (state.status === 'None') return null;
  return { cars: state.plan.carCount, devices: state.plan.deviceCount };
}

const limitReached = {
  cars: () => new DomainError('Errors.CarLimitReached', [{ path: 'number', key: 'Errors.CarLimitReached' }]),
  devices: () => new DomainError('Errors.DeviceLimitReached', [{ path: 'serialNo', key: 'Errors.DeviceLimitReached' }]),
} as const;

/**
 * One more car or detector fits when fewer than the plan's count are registered now. Refused with
 * Errors.CarLimitReached / Errors.DeviceLimitReached (the UI links to the plan page).
 */
export function assertRoomInPlan(counter: PlanCounter, allowance: PlanAllowance | null, registered: number): void {
  if (planRoomLeft(counter, allowance, registered) <= 0) throw limitReached[counter]();
}

/** How many more cars or detectors the plan pays for (Infinity while the company has no plan yet). */
export function planRoomLeft(counter: PlanCounter, allowance: PlanAllowance | null, registered: number): number {
  if (allowance === null) return Infinity;
  return Math.max(0, allowance[counter] - registered);
}
