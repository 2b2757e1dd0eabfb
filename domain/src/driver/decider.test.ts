import type { DriverEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { account, profile } from '../../test/support/driver-account';
import { driverDecider } from './decider';

const created: DriverEvent = { type: 'DriverCreated', data: account };
const deleted: DriverEvent = { type: 'DriverDeleted', data: { driverId: 'd1', companyId: 'c1' } };
const driver = spec(driverDecider);

describe('Driver decider', () => {
  it('CreateDriver creates', () => driver.given([]).when({ type: 'CreateDriver', data: account }).then([created]));
  it('CreateDriver refuses an existing id', () =>
    driver.given([created]).when({ type: 'CreateDriver', data: account }).thenError('Errors.Conflict'));
  it('UpdateDriver records the changed fields', () =>
    driver
      .given([created])
      .when({ type: 'UpdateDriver', data: { actingCompanyId: 'c1', profile: { ...profile, officeId: null } } })
      .then([{ type: 'DriverUpdated', data: { driverId: 'd1', companyId: 'c1', changes: { officeId: null } } }]));
  it('UpdateDriver appends nothing when unchanged', () =>
    driver
      .given([created])
      .when({ type: 'UpdateDriver', data: { actingCompanyId: 'c1', profile } })
      .then([]));
  it('UpdateDriver refuses another company', () =>
    driver
      .given([created])
      .when({ type: 'UpdateDriver', data: { actingCompanyId: 'c2', profile } })
      .thenError('Errors.NotFound'));
  it('UpdateDriver refuses a deleted driver', () =>
    driver
      .given([created, deleted])
      .when({ type: 'UpdateDriver', data: { actingCompanyId: 'c1', profile } })
      .thenError('Errors.NotFound'));
  it('ResetDriverPassword resets', () =>
    driver
      .given([created])
      .when({ type: 'ResetDriverPassword', data: { actingCompanyId: 'c1', passwordHash: 'new' } })
      .then([{ type: 'DriverPasswordReset', data: { driverId: 'd1', companyId: 'c1', passwordHash: 'new' } }]));
  it('ResetDriverPassword refuses another company', () =>
    driver
      .given([created])
      .when({ type: 'ResetDriverPassword', data: { actingCompanyId: 'c2', passwordHash: 'new' } })
      .thenError('Errors.NotFound'));
  it('DeleteDriver deletes', () =>
    driver
      .given([created])
      .when({ type: 'DeleteDriver', data: { actingCompanyId: 'c1' } })
      .then([deleted]));
  it('DeleteDriver refuses another company', () =>
    driver
      .given([created])
      .when({ type: 'DeleteDriver', data: { actingCompanyId: 'c2' } })
      .thenError('Errors.NotFound'));
  it('DeleteDriver refuses an unknown driver', () =>
    driver
      .given([])
      .when({ type: 'DeleteDriver', data: { actingCompanyId: 'c1' } })
      .thenError('Errors.NotFound'));
});
