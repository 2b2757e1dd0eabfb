import { companyDeviceCatalogue, type CompanyDeviceDetails, type CompanyDeviceEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type CompanyDeviceState =
  | { status: 'None' }
  | { status: 'Active'; deviceId: string; companyId: string; details: CompanyDeviceDetails }
  | { status: 'Removed'; deviceId: string; companyId: string; details: CompanyDeviceDetails };

/** Managed only from inside its company: a device of another company answers as not found. */
export type CompanyDeviceCommand =
  | { type: 'AddCompanyDevice'; data: { deviceId: string; companyId: string; details: CompanyDeviceDetails } }
  | { type: 'UpdateCompanyDevice'; data: { actingCompanyId: string; details: CompanyDeviceDetails } }
  | { type: 'RemoveCompanyDevice'; data: { actingCompanyId: string } };

function activeIn(state: CompanyDeviceState, actingCompanyId: string): Extract<CompanyDeviceState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: CompanyDeviceCommand, state: CompanyDeviceState): CompanyDeviceEvent[] {
  switch (command.type) {
    case 'AddCompanyDevice':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'CompanyDeviceAdded', data: command.data }];
    case 'UpdateCompanyDevice': {
      const device = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(device.details, command.data.details);
      return isEmpty(changes)
        ? []
        : [{ type: 'CompanyDeviceUpdated', data: { deviceId: device.deviceId, companyId: device.companyId, changes } }];
    }
    case 'RemoveCompanyDevice': {
      const device = activeIn(state, command.data.actingCompanyId);
      return [{ type: 'CompanyDeviceRemoved', data: { deviceId: device.deviceId, companyId: device.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: CompanyDeviceState, event: CompanyDeviceEvent): CompanyDeviceState {
  switch (event.type) {
    case 'CompanyDeviceAdded':
      return { status: 'Active', ...event.data };
    case 'CompanyDeviceUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'CompanyDeviceRemoved':
      if (state.status !== 'Active') return state;
      return { ...state, status: 'Removed' };
    default:
      return assertNever(event);
  }
}

export const companyDeviceDecider: Decider<CompanyDeviceCommand, CompanyDeviceEvent, CompanyDeviceState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const companyDeviceAggregate: Aggregate<CompanyDeviceCommand, CompanyDeviceEvent, CompanyDeviceState> = {
  decider: companyDeviceDecider,
  codec: companyDeviceCatalogue,
};
