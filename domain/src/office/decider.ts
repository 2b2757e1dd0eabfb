import { officeCatalogue, type OfficeDetails, type OfficeEvent, type OfficeReferrer } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';

export type OfficeState =
  | { status: 'None' }
  | { status: 'Active'; officeId: string; companyId: string; details: OfficeDetails; references: OfficeReferrer[] }
  | { status: 'Deleted'; officeId: string; companyId: string };

/**
 * References: a driver, manager (or, later, car) that names this office records it here first, through
 * AddOfficeReference, in the same optimistic-concurrency race as DeleteOffice (see OfficeReferenceAdded).
 * The referrer removes it after it stops pointing here. If the referrer's own write fails in between, a
 * stale reference remains and deletion is refused: the safe side (never a dangling pointer); the
 * referrer's next edit or deletion removes it.
 */
export type OfficeCommand =
  | { type: 'CreateOffice'; data: { officeId: string; companyId: string; details: OfficeDetails } }
  | { type: 'UpdateOffice'; data: { actingCompanyId: string; details: OfficeDetails } }
  | { type: 'AddOfficeReference'; data: { actingCompanyId: string; referrer: OfficeReferrer } }
  | { type: 'RemoveOfficeReference'; data: { referrer: OfficeReferrer } }
  | { type: 'DeleteOffice'; data: { actingCompanyId: string } };

const sameReferrer = (a: OfficeReferrer, b: OfficeReferrer) => a.kind === b.kind && a.id === b.id;

function activeIn(state: OfficeState, actingCompanyId: string): Extract<OfficeState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: OfficeCommand, state: OfficeState): OfficeEvent[] {
  switch (command.type) {
    case 'CreateOffice':
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      return [{ type: 'OfficeCreated', data: command.data }];
    case 'UpdateOffice': {
      const office = activeIn(state, command.data.actingCompanyId);
      const changes = changedFields(office.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'OfficeUpdated', data: { officeId: office.officeId, companyId: office.companyId, changes } }];
    }
    case 'AddOfficeReference': {
      const office = activeIn(state, command.data.actingCompanyId);
      if (office.references.some((r) => sameReferrer(r, command.data.referrer))) return [];
      return [
        { type: 'OfficeReferenceAdded', data: { officeId: office.officeId, companyId: office.companyId, referrer: command.data.referrer } },
      ];
    }
    case 'RemoveOfficeReference': {
      if (state.status !== 'Active' || !state.references.some((r) => sameReferrer(r, command.data.referrer))) return [];
      return [
        { type: 'OfficeReferenceRemoved', data: { officeId: state.officeId, companyId: state.companyId, referrer: command.data.referrer } },
      ];
    }
    case 'DeleteOffice': {
      const office = activeIn(state, command.data.actingCompanyId);
      if (office.references.length > 0) throw new DomainError('Errors.OfficeInUse');
      return [{ type: 'OfficeDeleted', data: { officeId: office.officeId, companyId: office.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: OfficeState, event: OfficeEvent): OfficeState {
  switch (event.type) {
    case 'OfficeCreated':
      return { status: 'Active', ...event.data, references: [] };
    case 'OfficeUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'OfficeReferenceAdded':
      if (state.status !== 'Active') return state;
      return { ...state, references: [...state.references, event.data.referrer] };
    case 'OfficeReferenceRemoved':
      if (state.status !== 'Active') return state;
      return { ...state, references: state.references.filter((r) => !sameReferrer(r, event.data.referrer)) };
    case 'OfficeDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', officeId: state.officeId, companyId: state.companyId };
    default:
      return assertNever(event);
  }
}

export const officeDecider: Decider<OfficeCommand, OfficeEvent, OfficeState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const officeAggregate: Aggregate<OfficeCommand, OfficeEvent, OfficeState> = { decider: officeDecider, codec: officeCatalogue };
