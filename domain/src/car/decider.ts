import { carCatalogue, type CarDetails, type CarEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type CarState =
  | { status: 'None' }
  | { status: 'Active'; carId: string; companyId: string; details: CarDetails }
  | { status: 'Deleted'; carId: string; companyId: string; details: CarDetails };

/**
 * A car belongs to exactly one company: every command names the acting company, and a car of another
 * company answers as not found (no existence leak). `drivers` of DeleteCar is the number of drivers that
 * drive the car, counted from the read models (caught up) when the deletion is asked for, as offices do:
 * nothing on the car's stream tracks them, so a driver's request cut short by a crash cannot block the car.
 * The CarReferenceAdded/Removed events older versions wrote are still read, and change nothing.
 */
export type CarCommand =
  | { type: 'RegisterCar'; data: { carId: string; companyId: string; details: CarDetails } }
  | { type: 'UpdateCar'; data: { actingCompanyId: string; details: CarDetails } }
  | { type: 'DeleteCar'; data: { actingCompanyId: string; drivers: number } };

function activeIn(state: CarState, actingCompanyId: string): Extract<CarState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: CarCommand, state: CarState): CarEvent[] {
  switch (command.type) {
    case 'RegisterCar':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'CarRegistered', data: command.data }];
    case 'UpdateCar': {
      const car = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(car.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'CarUpdated', data: { carId: car.carId, companyId: car.companyId, changes } }];
    }
    case 'DeleteCar': {
      const car = activeIn(state, command.data.actingCompanyId);
      if (command.data.drivers > 0) throw new DomainError('Errors.CarInUse');
      return [{ type: 'CarDeleted', data: { carId: car.carId, companyId: car.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: CarState, event: CarEvent): CarState {
  switch (event.type) {
    case 'CarRegistered':
      return { status: 'Active', ...event.data };
    case 'CarUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'CarReferenceAdded':
    case 'CarReferenceRemoved':
      return state;
    case 'CarDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', carId: state.carId, companyId: state.companyId, details: state.details };
    default:
      return assertNever(event);
  }
}

export const carDecider: Decider<CarCommand, CarEvent, CarState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const carAggregate: Aggregate<CarCommand, CarEvent, CarState> = { decider: carDecider, codec: carCatalogue };
