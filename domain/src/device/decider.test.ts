import type { CompanyDeviceDetails, CompanyDeviceEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { companyDeviceDecider } from './decider';

const details: CompanyDeviceDetails = { serialNo: 'SN-0001', model: 2 };
const added: CompanyDeviceEvent = { type: 'CompanyDeviceAdded', data: { deviceId: 'v1', companyId: 'c1', details } };
const removed: CompanyDeviceEvent = { type: 'CompanyDeviceRemoved', data: { deviceId: 'v1', companyId: 'c1' } };
const device = spec(companyDeviceDecider);

describe('Company device decider', () => {
  it('AddCompanyDevice adds', () =>
    device
      .given([])
      .when({ type: 'AddCompanyDevice', data: { deviceId: 'v1', companyId: 'c1', details } })
      .then([added]));
  it('AddCompanyDevice refuses an existing id', () =>
    device
      .given([added])
      .when({ type: 'AddCompanyDevice', data: { deviceId: 'v1', companyId: 'c1', details } })
      .thenError('Errors.Conflict'));
  it('UpdateCompanyDevice records the changed fields', () =>
    device
      .given([added])
      .when({ type: 'UpdateCompanyDevice', data: { actingCompanyId: 'c1', details: { serialNo: 'SN-0001', model: 3 } } })
      .then([{ type: 'CompanyDeviceUpdated', data: { deviceId: 'v1', companyId: 'c1', changes: { model: 3 } } }]));
  it('UpdateCompanyDevice appends nothing when unchanged', () =>
    device
      .given([added])
      .when({ type: 'UpdateCompanyDevice', data: { actingCompanyId: 'c1', details } })
      .then([]));
  it('UpdateCompanyDevice refuses another company', () =>
    device
      .given([added])
      .when({ type: 'UpdateCompanyDevice', data: { actingCompanyId: 'c2', details } })
      .thenError('Errors.NotFound'));
  it('UpdateCompanyDevice refuses a removed device', () =>
    device
      .given([added, removed])
      .when({ type: 'UpdateCompanyDevice', data: { actingCompanyId: 'c1', details } })
      .thenError('Errors.NotFound'));
  it('RemoveCompanyDevice removes', () =>
    device
      .given([added])
      .when({ type: 'RemoveCompanyDevice', data: { actingCompanyId: 'c1' } })
      .then([removed]));
  it('RemoveCompanyDevice refuses another company', () =>
    device
      .given([added])
      .when({ type: 'RemoveCompanyDevice', data: { actingCompanyId: 'c2' } })
      .thenError('Errors.NotFound'));
  it('RemoveCompanyDevice refuses a removed device', () =>
    device
      .given([added, removed])
      .when({ type: 'RemoveCompanyDevice', data: { actingCompanyId: 'c1' } })
      .thenError('Errors.NotFound'));
});
