import type { DeviceRegistryEvent, RegisteredDeviceDetails } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { registeredDeviceDecider } from './decider';

const details: RegisteredDeviceDetails = { serialNo: 'AC-1000', regDate: '2025-01-15', status: 0, model: 2 };
const registered: DeviceRegistryEvent = { type: 'DeviceRegistered', data: { deviceId: 'v1', companyId: 'c1', details, secretHash: 'h1' } };
const unassigned: DeviceRegistryEvent = { type: 'DeviceUnassignedFromCompany', data: { deviceId: 'v1', companyId: 'c1' } };
const deregistered: DeviceRegistryEvent = { type: 'DeviceDeregistered', data: { deviceId: 'v1' } };
const device = spec(registeredDeviceDecider);

describe('Device registry decider', () => {
  it('RegisterDevice registers', () =>
    device
      .given([])
      .when({ type: 'RegisterDevice', data: { deviceId: 'v1', companyId: 'c1', details, secretHash: 'h1' } })
      .then([registered]));
  it('RegisterDevice refuses an existing id', () =>
    device
      .given([registered])
      .when({ type: 'RegisterDevice', data: { deviceId: 'v1', companyId: 'c1', details, secretHash: 'h1' } })
      .thenError('Errors.Conflict'));
  it('EditRegisteredDevice records changed details', () =>
    device
      .given([registered])
      .when({ type: 'EditRegisteredDevice', data: { companyId: 'c1', details: { ...details, status: 1 } } })
      .then([{ type: 'DeviceDetailsChanged', data: { deviceId: 'v1', changes: { status: 1 } } }]));
  it('EditRegisteredDevice reassigns to another company', () =>
    device
      .given([registered])
      .when({ type: 'EditRegisteredDevice', data: { companyId: 'c2', details } })
      .then([{ type: 'DeviceAssignedToCompany', data: { deviceId: 'v1', companyId: 'c2', previousCompanyId: 'c1' } }]));
  it('EditRegisteredDevice assigns a device in stock', () =>
    device
      .given([registered, unassigned])
      .when({ type: 'EditRegisteredDevice', data: { companyId: 'c1', details } })
      .then([{ type: 'DeviceAssignedToCompany', data: { deviceId: 'v1', companyId: 'c1', previousCompanyId: null } }]));
  it('EditRegisteredDevice appends nothing when unchanged', () =>
    device
      .given([registered])
      .when({ type: 'EditRegisteredDevice', data: { companyId: 'c1', details } })
      .then([]));
  it('EditRegisteredDevice refuses a deregistered device', () =>
    device
      .given([registered, unassigned, deregistered])
      .when({ type: 'EditRegisteredDevice', data: { companyId: 'c1', details } })
      .thenError('Errors.NotFound'));
  it('UnassignDevice returns it to stock', () => device.given([registered]).when({ type: 'UnassignDevice', data: {} }).then([unassigned]));
  it('UnassignDevice of a device in stock appends nothing', () =>
    device.given([registered, unassigned]).when({ type: 'UnassignDevice', data: {} }).then([]));
  it('UnassignDevice refuses an unknown device', () =>
    device.given([]).when({ type: 'UnassignDevice', data: {} }).thenError('Errors.NotFound'));
  it('RotateDeviceSecret stores the new hash', () =>
    device
      .given([registered])
      .when({ type: 'RotateDeviceSecret', data: { secretHash: 'h2' } })
      .then([{ type: 'DeviceSecretRotated', data: { deviceId: 'v1', secretHash: 'h2' } }]));
  it('RotateDeviceSecret refuses a deregistered device', () =>
    device
      .given([registered, unassigned, deregistered])
      .when({ type: 'RotateDeviceSecret', data: { secretHash: 'h2' } })
      .thenError('Errors.NotFound'));
  it('DeregisterDevice removes a device in stock', () =>
    device.given([registered, unassigned]).when({ type: 'DeregisterDevice', data: {} }).then([deregistered]));
  it('DeregisterDevice refuses a device assigned to a company', () =>
    device.given([registered]).when({ type: 'DeregisterDevice', data: {} }).thenError('Errors.DeviceInUse'));
  it('DeregisterDevice refuses an unknown device', () =>
    device.given([]).when({ type: 'DeregisterDevice', data: {} }).thenError('Errors.NotFound'));
});
