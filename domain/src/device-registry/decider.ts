import { deviceRegistryCatalogue, type DeviceRegistryEvent, type RegisteredDeviceDetails } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export interface RegisteredDevice {
  deviceId: string;
  /** The company renting the device; null while it is in stock. */
  companyId: string | null;
  details: RegisteredDeviceDetails;
  secretHash: string;
}

export type RegisteredDeviceState =
  { status: 'None' } | { status: 'Registered'; device: RegisteredDevice } | { status: 'Deregistered'; device: RegisteredDevice };

/**
 * Admin-only commands (the HTTP layer checks userType 1). Uniqueness of the serial number is not a rule of
 * one stream: commands.ts claims the serial in its own stream before a command here names it.
 */
export type RegisteredDeviceCommand =
  | { type: 'RegisterDevice'; data: RegisteredDevice }
  | { type: 'EditRegisteredDevice'; data: { details: RegisteredDeviceDetails; companyId: string } }
  | { type: 'UnassignDevice'; data: Record<string, never> }
  | { type: 'RotateDeviceSecret'; data: { secretHash: string } }
  | { type: 'DeregisterDevice'; data: Record<string, never> };

function registered(state: RegisteredDeviceState): RegisteredDevice {
  if (state.status !== 'Registered') throw notFound();
  return state.device;
}

export function decide(command: RegisteredDeviceCommand, state: RegisteredDeviceState): DeviceRegistryEvent[] {
  switch (command.type) {
    case 'RegisterDevice':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'DeviceRegistered', data: command.data }];
    case 'EditRegisteredDevice': {
      const device = registered(state);
      const events: DeviceRegistryEvent[] = [];
      const changes = changedFields(device.details, command.data.details);
      if (!isEmpty(changes)) events.push({ type: 'DeviceDetailsChanged', data: { deviceId: device.deviceId, changes } });
      if (command.data.companyId !== device.companyId) {
        events.push({
          type: 'DeviceAssignedToCompany',
          data: { deviceId: device.deviceId, companyId: command.data.companyId, previousCompanyId: device.companyId },
        });
      }
      return events;
    }
    case 'UnassignDevice': {
      const device = registered(state);
      if (device.companyId === null) return [];
      return [{ type: 'DeviceUnassignedFromCompany', data: { deviceId: device.deviceId, companyId: device.companyId } }];
    }
    case 'RotateDeviceSecret': {
      const device = registered(state);
      return [{ type: 'DeviceSecretRotated', data: { deviceId: device.deviceId, secretHash: command.data.secretHash } }];
    }
    case 'DeregisterDevice': {
      const device = registered(state);
      // A rented device is still sending test results for its company: unassign it first, on purpose.
      if (device.companyId !== null) throw new DomainError('Errors.DeviceInUse');
      return [{ type: 'DeviceDeregistered', data: { deviceId: device.deviceId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: RegisteredDeviceState, event: DeviceRegistryEvent): RegisteredDeviceState {
  switch (event.type) {
    case 'DeviceRegistered':
      return { status: 'Registered', device: event.data };
    case 'DeviceDetailsChanged':
      if (state.status !== 'Registered') return state;
      return { status: 'Registered', device: { ...state.device, details: { ...state.device.details, ...event.data.changes } } };
    case 'DeviceAssignedToCompany':
      if (state.status !== 'Registered') return state;
      return { status: 'Registered', device: { ...state.device, companyId: event.data.companyId } };
    case 'DeviceUnassignedFromCompany':
      if (state.status !== 'Registered') return state;
      return { status: 'Registered', device: { ...state.device, companyId: null } };
    case 'DeviceSecretRotated':
      if (state.status !== 'Registered') return state;
      return { status: 'Registered', device: { ...state.device, secretHash: event.data.secretHash } };
    case 'DeviceDeregistered':
      if (state.status !== 'Registered') return state;
      return { status: 'Deregistered', device: state.device };
    default:
      return assertNever(event);
  }
}

export const registeredDeviceDecider: Decider<RegisteredDeviceCommand, DeviceRegistryEvent, RegisteredDeviceState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const registeredDeviceAggregate: Aggregate<RegisteredDeviceCommand, DeviceRegistryEvent, RegisteredDeviceState> = {
  decider: registeredDeviceDecider,
  codec: deviceRegistryCatalogue,
};
