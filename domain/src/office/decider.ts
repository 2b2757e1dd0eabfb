import { officeCatalogue, type OfficeDetails, type OfficeEvent } from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, changedFields, isEmpty, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { assertRoomForReminder } from './office-hours';

export type OfficeState =
  | { status: 'None' }
  | { status: 'Active'; officeId: string; companyId: string; details: OfficeDetails }
  | { status: 'Deleted'; officeId: string; companyId: string };

/**
 * `reminderMarginMinutes` of CreateOffice and UpdateOffice: DRIVER_REMINDER_MARGIN_MINUTES where the command runs,
 * as the office's cut-off must come after the driver reminder (see assertRoomForReminder).
 *
 * Whether an office is in use is not kept on its stream: `referrers` of DeleteOffice is the number of cars,
 * drivers and managers that name it, counted from the read models (caught up) when the deletion is asked for.
 * A referrer's write that a crash cut short then leaves nothing behind that could block the office forever.
 * The OfficeReferenceAdded/Removed events older versions wrote are still read, and change nothing.
 */
export type OfficeCommand =
  | { type: 'CreateOffice'; data: { officeId: string; companyId: string; details: OfficeDetails; reminderMarginMinutes: number } }
  | { type: 'UpdateOffice'; data: { actingCompanyId: string; details: OfficeDetails; reminderMarginMinutes: number } }
  | { type: 'DeleteOffice'; data: { actingCompanyId: string; referrers: number } };

function activeIn(state: OfficeState, actingCompanyId: string): Extract<OfficeState, { status: 'Active' }> {
  if (state.status !== 'Active' || state.companyId !== actingCompanyId) throw notFound();
  return state;
}

export function decide(command: OfficeCommand, state: OfficeState): OfficeEvent[] {
  switch (command.type) {
    case 'CreateOffice': {
      if (state.status !== 'None') throw new DomainError('Errors.Conflict');
      const { reminderMarginMinutes, ...office } = command.data;
      assertRoomForReminder(office.details, reminderMarginMinutes);
      return [{ type: 'OfficeCreated', data: office }];
    }
    case 'UpdateOffice': {
      const office = activeIn(state, command.data.actingCompanyId);
      assertRoomForReminder(command.data.details, command.data.reminderMarginMinutes);
      const changes = changedFields(office.details, command.data.details);
      return isEmpty(changes) ? [] : [{ type: 'OfficeUpdated', data: { officeId: office.officeId, companyId: office.companyId, changes } }];
    }
    case 'DeleteOffice': {
      const office = activeIn(state, command.data.actingCompanyId);
      if (command.data.referrers > 0) throw new DomainError('Errors.OfficeInUse');
      return [{ type: 'OfficeDeleted', data: { officeId: office.officeId, companyId: office.companyId } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: OfficeState, event: OfficeEvent): OfficeState {
  switch (event.type) {
    case 'OfficeCreated':
      return { status: 'Active', ...event.data };
    case 'OfficeUpdated':
      if (state.status !== 'Active') return state;
      return { ...state, details: { ...state.details, ...event.data.changes } };
    case 'OfficeReferenceAdded':
    case 'OfficeReferenceRemoved':
      return state;
    case 'OfficeDeleted':
      if (state.status !== 'Active') return state;
      return { status: 'Deleted', officeId: state.officeId, companyId: state.companyId };
    default:
      return assertNever(event);
  }
}

export const officeDecider: Decider<OfficeCommand, OfficeEvent, OfficeState> = { initialState: () => ({ status: 'None' }), evolve, decide };
export const officeAggregate: Aggregate<OfficeCommand, OfficeEvent, OfficeState> = { decider: officeDecider, codec: officeCatalogue };
