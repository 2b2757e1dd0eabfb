import {
  detectorMaintenanceCatalogue,
  MANUAL_TEST_MAX_FUTURE_MINUTES,
  type DetectorMaintenance,
  type DetectorMaintenanceEvent,
  type DetectorMaintenanceKind,
  type RecordManager,
} from '@fleetcheck/contracts';
import type { Aggregate } from '../shared/aggregate';
import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import { applyMaintenance, endSensorLife, noUpkeep, type Upkeep } from './upkeep';

export type Maintenance = DetectorMaintenance;
export type SensorLifeEnd = Extract<DetectorMaintenanceEvent, { type: 'DetectorSensorLifeEnded' }>['data'];

/**
 * A detector with nothing on its record yet, or its record: its upkeep, how many maintenance entries, and the
 * manager its company assigned as its uploads' 確認者 (with that company).
 */
export type DetectorMaintenanceState =
  | { status: 'Unmaintained' }
  | {
      status: 'Maintained';
      deviceId: string;
      companyId: string | null;
      upkeep: Upkeep;
      entries: number;
      assignedChecker: AssignedChecker | null;
    };

export interface AssignedChecker {
  companyId: string;
  checker: RecordManager;
}

/**
 * Recorded by an admin or by a manager of the detector's company; the HTTP layer checks the detector is theirs
 * and names its company. `recordedAt`: the server's clock when it arrived.
 */
export type DetectorMaintenanceCommand =
  | { type: 'RecordDetectorMaintenance'; data: Maintenance; recordedAt: string }
  /** The workers found the current sensor's life over (domain/detector-maintenance/sensor-life). */
  | { type: 'EndSensorLife'; data: SensorLifeEnd }
  /** A manager of the detector's company names its uploads' 確認者 (the HTTP layer checks detector and manager). */
  | { type: 'AssignDetectorChecker'; data: CheckerAssignment };

export type CheckerAssignment = Extract<DetectorMaintenanceEvent, { type: 'DetectorCheckerAssigned' }>['data'];

/** Kinds that take a usage limit date (使用期限): required to set one, optional with a new sensor. */
const USAGE_LIMIT_KINDS: readonly DetectorMaintenanceKind[] = ['usage_limit_set', 'sensor_replaced'];

function refuseInvalid(maintenance: Maintenance, recordedAt: string): void {
  if (Date.parse(maintenance.maintainedAt) - Date.parse(recordedAt) > MANUAL_TEST_MAX_FUTURE_MINUTES * 60_000) {
    throw new DomainError('Errors.Invalid', [{ path: 'maintainedAt', key: 'Errors.TimeInFuture' }]);
  }
  if (maintenance.kind === 'usage_limit_set' && maintenance.usageLimitDate === null) {
    throw new DomainError('Errors.Invalid', [{ path: 'usageLimitDate', key: 'Errors.Required' }]);
  }
  if (maintenance.kind === 'usage_limit_set' && maintenance.outcome === 'failed') {
    throw new DomainError('Errors.Invalid', [{ path: 'outcome', key: 'Errors.Invalid' }]);
  }
  if (maintenance.usageLimitDate !== null && !USAGE_LIMIT_KINDS.includes(maintenance.kind)) {
    throw new DomainError('Errors.Invalid', [{ path: 'usageLimitDate', key: 'Errors.Invalid' }]);
  }
}

const upkeepOf = (state: DetectorMaintenanceState): Upkeep => (state.status === 'Maintained' ? state.upkeep : noUpkeep);
const entriesOf = (state: DetectorMaintenanceState): number => (state.status === 'Maintained' ? state.entries : 0);
const assignedOf = (state: DetectorMaintenanceState): AssignedChecker | null =>
  state.status === 'Maintained' ? state.assignedChecker : null;

/** The 確認者 a detector's upload names when it sends none: the manager its company (the one it is with now) assigned. */
export function assignedCheckerFor(state: DetectorMaintenanceState, companyId: string): RecordManager | null {
  const assigned = assignedOf(state);
  return assigned?.companyId === companyId ? assigned.checker : null;
}

export function decide(command: DetectorMaintenanceCommand, state: DetectorMaintenanceState): DetectorMaintenanceEvent[] {
  switch (command.type) {
    case 'RecordDetectorMaintenance':
      refuseInvalid(command.data, command.recordedAt);
      return [{ type: 'DetectorMaintained', data: command.data }];
    case 'EndSensorLife': {
      // Once per sensor: an end already recorded, or a sensor fitted since, makes this a retry or a stale find.
      const before = upkeepOf(state);
      const after = endSensorLife(before, command.data.endedAt);
      return after === before ? [] : [{ type: 'DetectorSensorLifeEnded', data: command.data }];
    }
    case 'AssignDetectorChecker': {
      // The same manager again (or none again) is a retry: nothing changes.
      const current = assignedCheckerFor(state, command.data.companyId);
      if ((current?.managerId ?? null) === (command.data.checker?.managerId ?? null)) return [];
      return [{ type: 'DetectorCheckerAssigned', data: command.data }];
    }
    default:
      return assertNever(command);
  }
}

export function evolve(state: DetectorMaintenanceState, event: DetectorMaintenanceEvent): DetectorMaintenanceState {
  switch (event.type) {
    case 'DetectorMaintained': {
      const upkeep = applyMaintenance(upkeepOf(state), event.data);
      const entries = entriesOf(state) + 1;
      const { deviceId, companyId } = event.data;
      return { status: 'Maintained', deviceId, companyId, upkeep, entries, assignedChecker: assignedOf(state) };
    }
    case 'DetectorSensorLifeEnded': {
      const upkeep = endSensorLife(upkeepOf(state), event.data.endedAt);
      const { deviceId, companyId } = event.data;
      return { status: 'Maintained', deviceId, companyId, upkeep, entries: entriesOf(state), assignedChecker: assignedOf(state) };
    }
    case 'DetectorCheckerAssigned': {
      const { deviceId, companyId, checker } = event.data;
      const assignedChecker = checker ? { companyId, checker } : null;
      if (state.status === 'Maintained') return { ...state, assignedChecker };
      return { status: 'Maintained', deviceId, companyId, upkeep: noUpkeep, entries: 0, assignedChecker };
    }
    default:
      return assertNever(event);
  }
}

export const detectorMaintenanceDecider: Decider<DetectorMaintenanceCommand, DetectorMaintenanceEvent, DetectorMaintenanceState> = {
  initialState: () => ({ status: 'Unmaintained' }),
  evolve,
  decide,
};
export const detectorMaintenanceAggregate: Aggregate<DetectorMaintenanceCommand, DetectorMaintenanceEvent, DetectorMaintenanceState> = {
  decider: detectorMaintenanceDecider,
  codec: detectorMaintenanceCatalogue,
};
