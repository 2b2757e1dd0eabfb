import { describe, expect, it } from 'vitest';
import { showsDashboardButton } from './confirmation';
import { isRegisterComplete, REGISTER_COMPLETE_DEFAULT } from './isRegisterComplete';

describe('isRegisterComplete (spec section 4)', () => {
  it('counts an admin or a user sent to /user as complete', () => {
    expect(isRegisterComplete({ userType: 1, redirectPage: '/user/company' })).toBe(true);
    expect(isRegisterComplete({ userType: 2, redirectPage: '/user' })).toBe(true);
  });

  it('counts a manager still sent to a registration page as incomplete', () => {
    expect(isRegisterComplete({ userType: 2, redirectPage: '/user/tariffs' })).toBe(false);
    expect(isRegisterComplete({ userType: 3, redirectPage: null })).toBe(false);
  });

  it('defaults to true while no user is known', () => {
    expect(REGISTER_COMPLETE_DEFAULT).toBe(true);
    expect(isRegisterComplete(null)).toBe(true);
    expect(isRegisterComplete(undefined)).toBe(true);
  });
});

describe('showsDashboardButton (confirmation screen)', () => {
  it('shows for card payments, and for an Active bank transfer only after registration', () => {
    expect(showsDashboardButton({ paymentMethod: 'card', status: 'Active' }, true)).toBe(true);
    expect(showsDashboardButton({ paymentMethod: 'bank transfer', status: 'Pending' }, false)).toBe(false);
    expect(showsDashboardButton({ paymentMethod: 'bank transfer', status: 'Active' }, true)).toBe(false);
    expect(showsDashboardButton({ paymentMethod: 'bank transfer', status: 'Active' }, false)).toBe(true);
  });
});
