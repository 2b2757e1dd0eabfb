import type { SubscriptionEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { fold } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { subscriptionDecider } from './decider';
import { assertRoomInPlan, planAllowance } from './plan-limits';

const amounts = {
  monthlyCarCost: 1500,
  monthlyDeviceCost: 3000,
  monthlySubscriptionAmount: 4500,
  carAmount: 1500,
  deviceAmount: 3000,
  totalAmount: 4500,
  discountAmount: 0,
};
const started = (carCount: number, deviceCount: number): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    companyId: 'c1',
    operation: 'create',
    plan: { carCount, deviceCount, paymentSchedule: 'monthly' },
    paymentMethod: 'bank transfer',
    status: 'Pending',
    amounts,
    startDate: null,
    expiryDate: null,
    payment: null,
  },
});
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    return error instanceof DomainError ? { key: error.key, fields: error.fields } : error;
  }
  return 'accepted';
};

describe('plan limits', () => {
  it('a company with no plan yet is still signing up: nothing is counted against it', () => {
    const allowance = planAllowance(fold(subscriptionDecider, []));
    expect(allowance).toBeNull();
    expect(refusal(() => assertRoomInPlan('cars', allowance, 40))).toBe('accepted');
  });

  it('a 1-car, 1-device plan takes the first car and detector and refuses the second of each', () => {
    const allowance = planAllowance(fold(subscriptionDecider, [started(1, 1)]));
    expect(allowance).toEqual({ cars: 1, devices: 1 });
    expect(refusal(() => assertRoomInPlan('cars', allowance, 0))).toBe('accepted');
    expect(refusal(() => assertRoomInPlan('devices', allowance, 0))).toBe('accepted');
    expect(refusal(() => assertRoomInPlan('cars', allowance, 1))).toEqual({
      key: 'Errors.CarLimitReached',
      fields: [{ path: 'number', key: 'Errors.CarLimitReached' }],
    });
    expect(refusal(() => assertRoomInPlan('devices', allowance, 1))).toEqual({
      key: 'Errors.DeviceLimitReached',
      fields: [{ path: 'serialNo', key: 'Errors.DeviceLimitReached' }],
    });
  });

  it('counts cars and detectors separately: a 12-car, 3-device plan with 11 cars and 3 detectors takes a car, not a detector', () => {
    const allowance = planAllowance(fold(subscriptionDecider, [started(12, 3)]));
    expect(refusal(() => assertRoomInPlan('cars', allowance, 11))).toBe('accepted');
    expect(refusal(() => assertRoomInPlan('cars', allowance, 12))).toMatchObject({ key: 'Errors.CarLimitReached' });
    expect(refusal(() => assertRoomInPlan('devices', allowance, 3))).toMatchObject({ key: 'Errors.DeviceLimitReached' });
  });
});
