import { ErrorKeys } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { applyPlanEdit, canDecrement, canIncrement, isQuotable, zeroCountError } from './counters';
import { decidePlanChange } from './planChange';

const current = {
  cars: 3,
  devices: 2,
  schedule: 'monthly' as const,
  totalAmount: 3500,
  startDate: '2025-01-01',
};

describe('plan counters', () => {
  const draft = { counts: { cars: 9998, devices: 0 }, schedule: null };

  it('caps at 9999, strips non-digits and never goes below 0', () => {
    const up = applyPlanEdit(applyPlanEdit(draft, { type: 'COUNTER.INCREMENT', counter: 'cars' }), {
      type: 'COUNTER.INCREMENT',
      counter: 'cars',
    });
    expect(up.counts.cars).toBe(9999);
    expect(applyPlanEdit(draft, { type: 'COUNTER.INPUT', counter: 'devices', value: '1-2e3' }).counts.devices).toBe(123);
    expect(applyPlanEdit(draft, { type: 'COUNTER.INPUT', counter: 'devices', value: '' }).counts.devices).toBe(0);
    expect(applyPlanEdit(draft, { type: 'COUNTER.DECREMENT', counter: 'devices' }).counts.devices).toBe(0);
  });

  it('disables minus at 0 or while loading and plus at the maximum', () => {
    expect(canDecrement({ cars: 1, devices: 0 }, 'devices', false)).toBe(false);
    expect(canDecrement({ cars: 1, devices: 0 }, 'cars', true)).toBe(false);
    expect(canDecrement({ cars: 1, devices: 0 }, 'cars', false)).toBe(true);
    expect(canIncrement({ cars: 9999, devices: 0 }, 'cars')).toBe(false);
  });

  it('is quotable only with both counts above 0 and a schedule', () => {
    expect(isQuotable({ counts: { cars: 1, devices: 1 }, schedule: null })).toBe(false);
    expect(isQuotable({ counts: { cars: 0, devices: 1 }, schedule: 'monthly' })).toBe(false);
    expect(isQuotable({ counts: { cars: 1, devices: 1 }, schedule: 'yearly' })).toBe(true);
  });

  it('reports the zero-count keys of the first registration', () => {
    expect(zeroCountError({ cars: 0, devices: 0 })).toBe('Car can not be 0');
    expect(zeroCountError({ cars: 1, devices: 0 })).toBe('Device can not be 0');
    expect(zeroCountError({ cars: 1, devices: 1 })).toBeNull();
  });
});

describe('decidePlanChange (post-registration update)', () => {
  it('refuses a decrease of either count', () => {
    expect(decidePlanChange(current, { cars: 4, devices: 1, schedule: 'monthly' })).toEqual({
      kind: 'rejected',
      key: ErrorKeys.PlanOnlyIncrease,
    });
  });

  it('refuses an unchanged plan but accepts a schedule-only switch, as the server does', () => {
    expect(decidePlanChange(current, { cars: 3, devices: 2, schedule: 'monthly' })).toEqual({
      kind: 'rejected',
      key: ErrorKeys.NothingChanged,
    });
    expect(decidePlanChange(current, { cars: 3, devices: 2, schedule: 'yearly' })).toEqual({
      kind: 'payment',
    });
  });

  it('lets a plan without cars or devices through to payment', () => {
    expect(decidePlanChange({ ...current, cars: 0 }, { cars: 0, devices: 0, schedule: 'monthly' })).toEqual({
      kind: 'payment',
    });
    expect(decidePlanChange(null, { cars: 1, devices: 1, schedule: 'monthly' })).toEqual({ kind: 'payment' });
  });
});
