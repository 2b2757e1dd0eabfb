import {
  vehicleInspectionCatalogue,
  type ChecklistItem,
  type InspectionAnswer,
  type InspectionSchedule,
  type VehicleInspectionEvent,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError, notFound } from '../shared/domain-error';
import { abnormalItems, inspectedItems } from './checklist';

interface Inspected {
  inspectionId: string;
  companyId: string;
  carId: string;
  date: string;
}

/**
 * One vehicle's daily inspection on one Japan-time day. Recorded once (a second one the same day is refused: the
 * first stands as inspected); abnormal items keep the vehicle unfit until a manager clears them with a note.
 */
export type VehicleInspectionState =
  { status: 'None' } | ({ status: 'Fit' } & Inspected) | ({ status: 'Defective' } & Inspected) | ({ status: 'Cleared' } & Inspected);

export type VehicleInspectionCommand =
  | {
      type: 'RecordVehicleInspection';
      data: {
        inspectionId: string;
        companyId: string;
        carId: string;
        officeId: string | null;
        date: string;
        schedule: InspectionSchedule;
        checklist: readonly ChecklistItem[];
        answers: readonly InspectionAnswer[];
        inspectedAt: string;
        inspectorId: string;
        inspectorRole: 'driver' | 'manager';
      };
    }
  | { type: 'ClearInspectionDefect'; data: { actingCompanyId: string; clearedBy: string; clearedAt: string; note: string } };

export function decide(command: VehicleInspectionCommand, state: VehicleInspectionState): VehicleInspectionEvent[] {
  switch (command.type) {
    case 'RecordVehicleInspection': {
      if (state.status !== 'None') throw new DomainError('Errors.InspectionRecorded');
      const { checklist, answers, ...facts } = command.data;
      return [{ type: 'VehicleInspectionRecorded', data: { ...facts, items: inspectedItems(checklist, answers) } }];
    }
    case 'ClearInspectionDefect': {
      if (state.status === 'None' || state.companyId !== command.data.actingCompanyId) throw notFound();
      if (state.status !== 'Defective') throw new DomainError('Errors.NoDefectToClear');
      const note = command.data.note.trim();
      if (note === '') throw new DomainError('Errors.Invalid', [{ path: 'note', key: 'Errors.Required' }]);
      const { inspectionId, companyId, carId, date } = state;
      const { clearedAt, clearedBy } = command.data;
      return [{ type: 'VehicleInspectionDefectCleared', data: { inspectionId, companyId, carId, date, clearedAt, clearedBy, note } }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: VehicleInspectionState, event: VehicleInspectionEvent): VehicleInspectionState {
  switch (event.type) {
    case 'VehicleInspectionRecorded': {
      const { inspectionId, companyId, carId, date, items } = event.data;
      return { status: abnormalItems(items).length > 0 ? 'Defective' : 'Fit', inspectionId, companyId, carId, date };
    }
    case 'VehicleInspectionDefectCleared':
      return state.status === 'Defective' ? { ...state, status: 'Cleared' } : state;
    default:
      return assertNever(event);
  }
}

export const vehicleInspectionDecider: Decider<VehicleInspectionCommand, VehicleInspectionEvent, VehicleInspectionState> = {
  initialState: () => ({ status: 'None' }),
  evolve,
  decide,
};
export const vehicleInspectionAggregate: Aggregate<VehicleInspectionCommand, VehicleInspectionEvent, VehicleInspectionState> = {
  decider: vehicleInspectionDecider,
  codec: vehicleInspectionCatalogue,
};
