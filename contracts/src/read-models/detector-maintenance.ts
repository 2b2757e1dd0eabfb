import type { RecordManager } from '../check-record/vocabulary';
import type { DetectorMaintenanceKind, MaintenanceOutcome } from '../events/detector-maintenance';
import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';

/** One maintenance of a detector (GET /device/{id}/maintenance, GET /admin/device/{id}/maintenance). */
export interface DetectorMaintenanceEntryDocument extends ReadDocument {
  deviceId: string;
  companyId: string | null;
  kind: DetectorMaintenanceKind;
  outcome: MaintenanceOutcome;
  maintainedAt: string;
  performedBy: string | null;
  remark: string;
  usageLimitDate: string | null;
  /** The user who recorded it (the event's actor). */
  recordedBy: string | null;
  recordedAt: string;
}

export const detectorMaintenanceLogCollection = defineCollection<DetectorMaintenanceEntryDocument>({
  name: 'detector_maintenance_log',
  fields: { deviceId: 'string', companyId: 'string', kind: 'string', maintainedAt: 'date' },
  indexes: [{ fields: ['deviceId', { field: 'maintainedAt', order: 'desc' }] }],
});

/**
 * Where a detector stands, by device id: the last of each kind of maintenance, its usage limit date and a fault
 * found and not yet answered by a passing check.
 */
export interface DetectorUpkeepDocument extends ReadDocument {
  companyId: string | null;
  lastDailyCheckAt: string | null;
  lastWeeklyCheckAt: string | null;
  lastCalibratedAt: string | null;
  sensorReplacedAt: string | null;
  usageLimitDate: string | null;
  /** When the failed check or calibration that keeps it out of service was done; null when none stands. */
  faultFoundAt: string | null;
  /** When the current sensor's life ended; null while it has life left (absent in documents written before 2026-11-28). */
  sensorLifeEndedAt?: string | null;
  /**
   * The manager a company assigned as its uploads' 確認者 (PUT /device/{id}/checker), with that company: a detector
   * that changed hands names nobody for its new company. Null when none; absent in documents written before it.
   */
  assignedChecker?: { companyId: string; checker: RecordManager } | null;
}

export const detectorUpkeepCollection = defineCollection<DetectorUpkeepDocument>({
  name: 'detector_upkeep',
  fields: { companyId: 'string' },
  indexes: [{ fields: ['companyId'] }],
});
