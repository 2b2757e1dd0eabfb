import { carCatalogue, type CarDetails, type CarEvent, type CarReferrer } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type CarState =
  | { status: 'None' }
  | { status: 'Active'; carId: string; companyId: string; details: CarDetails; references: CarReferrer[] }
  | { status: 'Deleted'; carId: string; companyId: string; details: CarDetails };

/**
 * A car belongs to exactly one company: every command names the acting company, and a car of another
 * company answers as not found (no existence leak). Drivers that drive this car are recorded here first
 * (AddCarReference) so DeleteCar can refuse with Errors.CarInUse, the same protocol offices use.
 */
export type CarCommand =
  | { type: 'RegisterCar'; data: { carId: string; companyId: string; details: CarDetails } }
  | { type: 'UpdateCar'; data: { actingCompanyId: string; details: CarDetails } }
  | { type: 'AddCarReference'; data: { actingCompanyId: string; referrer: CarReferrer } }
  | { type: 'RemoveCarReference'; data: { referrer: CarReferrer } }
  | { type: 'DeleteCar'; data: { actingCompanyId: string } };

const sameReferrer = (a: CarReferrer, b: CarReferrer) => a.kind === b.kind && a.id === b.id;

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
    case 'AddCarReference': {
      const car = activeIn(state, command.data.actingCompanyId);
      if (car.references.some((r) => sameReferrer(r, command.data.referrer))) return [];
      return [{ type: 'CarReferenceAdded', data: { carId: car.carId, companyId: car.companyId, referrer: command.data.referrer } }];
    }
    case 'RemoveCarReference':
      if (state.status !== 'Active' || !state.references.some((r) => sameReferrer(r, command.data.referrer))) return [];
      return [{ type: 'CarReferenceRemoved', data: { carId: state.carId, companyId: state.companyId, referrer: command.data.referrer } }];
    case 'DeleteCar': {
      const car = activeIn(state, command.data.actingCompanyId);
      if (car.references.length > 0) throw new DomainError('Errors.CarInUse');
      return [{ type: 'CarDeleted', data: { carId: car.carId, companyId: car.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: CarState, event: CarEvent): CarState {
  switch (event.type) {
    case 'CarRegistered':
      return { status: 'Active', ...event.data, references: [] };
    case 'CarUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'CarReferenceAdded':
      if (state.status !== 'Active') return state;
      return { ...state, references: [...state.references, event.data.referrer] };
    case 'CarReferenceRemoved':
      if (state.status !== 'Active') return state;
      return { ...state, references: state.references.filter((r) => !sameReferrer(r, event.data.referrer)) };
    case 'CarDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', carId: state.carId, companyId: state.companyId, details: state.details };
    default:
      return assertNever(event);
  }
}

export const carDecider: Decider<CarCommand, CarEvent, CarState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const carAggregate: Aggregate<CarCommand, CarEvent, CarState> = { decider: carDecider, codec: carCatalogue };
