import type { DriverEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { account } from '../../test/support/driver-account';
import { driverDecider } from './decider';

const created: DriverEvent = { type: 'DriverCreated', data: account };
const invitation = { invitedBy: 'm1', invitationTokenHash: 'h1', invitationExpiresAt: '2026-11-29T10:00:00.000Z' };
const invited: DriverEvent = { type: 'DriverInvited', data: { driverId: 'd1', companyId: 'c1', ...invitation } };
const used: DriverEvent = {
  type: 'DriverPasswordSet',
  data: { driverId: 'd1', companyId: 'c1', passwordHash: 'chosen', invitationTokenHash: 'h1' },
};
const setPassword = (tokenHash: string, now: string) =>
  ({ type: 'SetDriverPasswordByInvitation', data: { tokenHash, passwordHash: 'chosen', now } }) as const;
const driver = spec(driverDecider);

describe('Driver invitation (issue 34)', () => {
  it('InviteDriver records the invitation', () =>
    driver
      .given([created])
      .when({ type: 'InviteDriver', data: { actingCompanyId: 'c1', ...invitation } })
      .then([invited]));
  it('InviteDriver refuses another company', () =>
    driver
      .given([created])
      .when({ type: 'InviteDriver', data: { actingCompanyId: 'c2', ...invitation } })
      .thenError('Errors.NotFound'));
  it('the invitation sets the password before it expires', () =>
    driver.given([created, invited]).when(setPassword('h1', '2026-11-29T09:59:59.999Z')).then([used]));
  it('an expired invitation is refused', () =>
    driver.given([created, invited]).when(setPassword('h1', '2026-11-29T10:00:00.000Z')).thenError('Errors.VerificationInvalid'));
  it('a used invitation is refused', () =>
    driver.given([created, invited, used]).when(setPassword('h1', '2026-11-29T09:00:00.000Z')).thenError('Errors.VerificationInvalid'));
  it('a replaced invitation is refused', () =>
    driver
      .given([created, invited, { type: 'DriverInvited', data: { ...invited.data, invitationTokenHash: 'h2' } } as DriverEvent])
      .when(setPassword('h1', '2026-11-29T09:00:00.000Z'))
      .thenError('Errors.VerificationInvalid'));
  it('a deleted driver cannot use an invitation', () =>
    driver
      .given([created, invited, { type: 'DriverDeleted', data: { driverId: 'd1', companyId: 'c1' } }])
      .when(setPassword('h1', '2026-11-29T09:00:00.000Z'))
      .thenError('Errors.VerificationInvalid'));
});
