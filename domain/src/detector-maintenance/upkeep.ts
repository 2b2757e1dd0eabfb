import type { DetectorMaintenance } from '@fleetcheck/contracts';

type Maintenance = DetectorMaintenance;

/**
 * Where a detector stands: the last of each kind of maintenance (ISO instants), its usage limit date, and when
 * a check or calibration last failed, as long as none has passed since.
 */
export interface Upkeep {
  lastDailyCheckAt: string | null;
  lastWeeklyCheckAt: string | null;
  lastCalibratedAt: string | null;
  sensorReplacedAt: string | null;
  usageLimitDate: string | null;
  faultFoundAt: string | null;
  /** When the current sensor's life ended (its tests or days); null while it has life left, or since a new one. */
  sensorLifeEndedAt: string | null;
}

export const noUpkeep: Upkeep = {
  lastDailyCheckAt: null,
  lastWeeklyCheckAt: null,
  lastCalibratedAt: null,
  sensorReplacedAt: null,
  usageLimitDate: null,
  faultFoundAt: null,
  sensorLifeEndedAt: null,
};

/** The later of two instants: a back-dated entry recorded after a newer one does not turn the clock back. */
const later = (current: string | null, at: string): string => (current !== null && Date.parse(current) >= Date.parse(at) ? current : at);

/** Work that shows whether the detector measures right: its outcome sets or answers a fault. */
const TESTING_KINDS = new Set<Maintenance['kind']>(['daily_check', 'weekly_check', 'calibration', 'sensor_replaced']);

/**
 * A failed check or calibration stands until one done at the same time or later passes; a back-dated pass from
 * before the fault does not answer it.
 */
function faultAfter(upkeep: Upkeep, maintenance: Maintenance): string | null {
  if (!TESTING_KINDS.has(maintenance.kind)) return upkeep.faultFoundAt;
  const at = maintenance.maintainedAt;
  if (maintenance.outcome === 'failed') return later(upkeep.faultFoundAt, at);
  return upkeep.faultFoundAt !== null && Date.parse(at) < Date.parse(upkeep.faultFoundAt) ? upkeep.faultFoundAt : null;
}

/**
 * What one maintenance does to where the detector stands: what it resets (only work that passed resets a
 * clock) and the fault it finds or answers.
 */
export function applyMaintenance(upkeep: Upkeep, maintenance: Maintenance): Upkeep {
  const faultFoundAt = faultAfter(upkeep, maintenance);
  if (maintenance.outcome === 'failed') return { ...upkeep, faultFoundAt };
  return { ...resetBy(upkeep, maintenance), faultFoundAt };
}

/** A sensor fitted at or after its predecessor's end answers it; one back-dated to before the end does not. */
const endedAfter = (endedAt: string | null, replacedAt: string): string | null =>
  endedAt !== null && Date.parse(replacedAt) < Date.parse(endedAt) ? endedAt : null;

/** The current sensor's life ended at `at`: the first end stands (a later one is the same sensor's). */
export function endSensorLife(upkeep: Upkeep, at: string): Upkeep {
  if (upkeep.sensorLifeEndedAt !== null) return upkeep;
  // A sensor fitted after that moment is a new one: the end was the old sensor's.
  if (upkeep.sensorReplacedAt !== null && Date.parse(upkeep.sensorReplacedAt) > Date.parse(at)) return upkeep;
  return { ...upkeep, sensorLifeEndedAt: at };
}

/**
 * What one maintenance that passed resets. A weekly check includes the daily one (it powers the detector on and looks at
 * it); a new sensor is a calibrated one and may come with its own usage limit date; a usage limit date
 * replaces the one before.
 */
function resetBy(upkeep: Upkeep, maintenance: Maintenance): Upkeep {
  const at = maintenance.maintainedAt;
  switch (maintenance.kind) {
    case 'daily_check':
      return { ...upkeep, lastDailyCheckAt: later(upkeep.lastDailyCheckAt, at) };
    case 'weekly_check':
      return { ...upkeep, lastDailyCheckAt: later(upkeep.lastDailyCheckAt, at), lastWeeklyCheckAt: later(upkeep.lastWeeklyCheckAt, at) };
    case 'calibration':
      return { ...upkeep, lastCalibratedAt: later(upkeep.lastCalibratedAt, at) };
    case 'sensor_replaced':
      return {
        ...upkeep,
        sensorReplacedAt: later(upkeep.sensorReplacedAt, at),
        sensorLifeEndedAt: endedAfter(upkeep.sensorLifeEndedAt, at),
        lastCalibratedAt: later(upkeep.lastCalibratedAt, at),
        usageLimitDate: maintenance.usageLimitDate ?? upkeep.usageLimitDate,
      };
    case 'usage_limit_set':
      return { ...upkeep, usageLimitDate: maintenance.usageLimitDate };
    default:
      return maintenance.kind satisfies never;
  }
}
