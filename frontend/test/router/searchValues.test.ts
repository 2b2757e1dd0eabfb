import { describe, expect, it } from 'vitest';
import { COUNTER_MAX, PAYMENT_SCHEDULES, TEST_STATUS_FILTERS } from '@fleetcheck/contracts';
import { idList, isoDate, paymentSchedules, planCountsSearch, wholeNumber } from '../../src/router/searchValues';
import { testStatusFilters } from '../../src/features/dashboard/model/dashboardSearch';
import { parseSessionUser } from '../../src/session/sessionData';
import { readAuthSearch } from '../../src/features/auth/model/authSearch';

describe('search values read without a schema library (the router loads them on the landing page)', () => {
  it('reads whole numbers within a range from numbers and numeric text', () => {
    expect([wholeNumber('3', 1), wholeNumber(' 7 ', 1), wholeNumber(4, 1)]).toEqual([3, 7, 4]);
    expect([wholeNumber('0', 1), wholeNumber('2.5', 1), wholeNumber('', 0), wholeNumber('x', 0), wholeNumber(null, 0)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(planCountsSearch({ cars: '12', devices: String(COUNTER_MAX + 1) }, COUNTER_MAX)).toEqual({ cars: 12 });
  });

  it('keeps only calendar dates that exist, and id lists as arrays or comma text', () => {
    expect([isoDate('2024-02-29'), isoDate('2025-02-29'), isoDate('2025-13-01'), isoDate('2025-1-01')]).toEqual([
      '2024-02-29',
      undefined,
      undefined,
      undefined,
    ]);
    expect([idList(['a', ' b ']), idList('a, b,'), idList(5), idList([1])]).toEqual([['a', 'b'], ['a', 'b'], undefined, undefined]);
  });

  it("the dashboard's status filters and the auth pages' default match the API's", () => {
    expect(testStatusFilters).toEqual(TEST_STATUS_FILTERS);
    expect(paymentSchedules).toEqual(PAYMENT_SCHEDULES);
    expect(readAuthSearch({ page: 'register', redirect: '/user/cars' })).toEqual({ page: 'register', redirect: '/user/cars' });
    expect(readAuthSearch({ page: 'admin' })).toEqual({ page: 'login' });
  });

  it('reads the user cookie, dropping unknown keys and refusing a foreign one', () => {
    expect(parseSessionUser({ _id: 'm1', userType: 2, redirectPage: '/user', jwtExpire: 1700000000, extra: 'x' })).toEqual({
      _id: 'm1',
      userType: 2,
      redirectPage: '/user',
      jwtExpire: 1700000000,
    });
    expect(parseSessionUser({ _id: 'm1', userType: '2' })).toBeUndefined();
    expect(parseSessionUser({ _id: 'm1', userType: 2, firstName: 5 })).toBeUndefined();
    expect(parseSessionUser('m1')).toBeUndefined();
  });
});
