import { driverCatalogue, type DriverEvent, type DriverProfile } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export interface DriverAccount {
  driverId: string;
  companyId: string;
  username: string;
  passwordHash: string;
  profile: DriverProfile;
}

export type DriverState = { status: 'None' } | { status: 'Active'; account: DriverAccount } | { status: 'Deleted'; account: DriverAccount };

/** `actingCompanyId`: see ManagerCommand; drivers are only ever managed from inside their company. */
export type DriverCommand =
  | { type: 'CreateDriver'; data: DriverAccount }
  | { type: 'UpdateDriver'; data: { actingCompanyId: string; profile: DriverProfile } }
  | { type: 'ResetDriverPassword'; data: { actingCompanyId: string; passwordHash: string } }
  | { type: 'DeleteDriver'; data: { actingCompanyId: string } };

function activeIn(state: DriverState, actingCompanyId: string): Extract<DriverState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.account.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: DriverCommand, state: DriverState): DriverEvent[] {
  switch (command.type) {
    case 'CreateDriver':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'DriverCreated', data: command.data }];
    case 'UpdateDriver': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(account.profile, command.data.profile);
      return isEmpty(changes)
        ? []
        : [{ type: 'DriverUpdated', data: { driverId: account.driverId, companyId: account.companyId, changes } }];
    }
    case 'ResetDriverPassword': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      return [
        {
          type: 'DriverPasswordReset',
          data: { driverId: account.driverId, companyId: account.companyId, passwordHash: command.data.passwordHash },
        },
      ];
    }
    case 'DeleteDriver': {
      const { account } = activeIn(state, command.data.actingCompanyId);
      return [{ type: 'DriverDeleted', data: { driverId: account.driverId, companyId: account.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: DriverState, event: DriverEvent): DriverState {
  switch (event.type) {
    case 'DriverCreated':
      return { status: 'Active', account: event.data };
    case 'DriverUpdated':
      if (state.status !== 'Active') return state;
      return { status: 'Active', account: { ...state.account, profile: { ...state.account.profile, ...event.data.changes } } };
    case 'DriverPasswordReset':
      if (state.status !== 'Active') return state;
      return { status: 'Active', account: { ...state.account, passwordHash: event.data.passwordHash } };
    case 'DriverDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', account: state.account };
    default:
      return assertNever(event);
  }
}

export const driverDecider: Decider<DriverCommand, DriverEvent, DriverState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const driverAggregate: Aggregate<DriverCommand, DriverEvent, DriverState> = { decider: driverDecider, codec: driverCatalogue };
