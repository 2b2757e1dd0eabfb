import {
  detectorUpkeepCollection,
  DeviceStatuses,
  managersCollection,
  type DetectorChecker,
  type DetectorOutOfServiceReason,
  type DetectorUpkeepDocument,
} from '@fleetcheck/contracts';
import { outOfServiceReason } from '@fleetcheck/domain/detector-maintenance/service-status';
import { noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import type { ReadStore } from '@fleetcheck/platform';

/** A detector as its lists hold it: a registry status (none for a company's own: in service) and the company it is with. */
interface ListedDetector {
  readonly _id: string;
  readonly status?: number;
  /** The company the detector is with (null: in the platform's stock). */
  readonly holder: string | null;
}

/** Where the detectors stand in their list on `day`: why each is out of service and its assigned 確認者, by device id. */
export interface DetectorStandings {
  readonly outOfService: Map<string, DetectorOutOfServiceReason | null>;
  readonly checker: Map<string, DetectorChecker | null>;
}

async function upkeepsOf(store: ReadStore, ids: readonly string[]): Promise<Map<string, DetectorUpkeepDocument>> {
  const upkeeps = ids.length ? await store.collection(detectorUpkeepCollection).findMany({ filter: { _id: { in: [...ids] } } }) : [];
  return new Map(upkeeps.map((upkeep) => [upkeep._id, upkeep]));
}

const reasonsOf = (devices: readonly { _id: string; status?: number }[], upkeeps: Map<string, DetectorUpkeepDocument>, day: string) =>
  new Map(
    devices.map((device) => {
      const upkeep = upkeeps.get(device._id);
      const standing = upkeep ? { ...noUpkeep, ...upkeep } : noUpkeep;
      return [device._id, outOfServiceReason(device.status ?? DeviceStatuses.InService, standing, day)] as const;
    }),
  );

/**
 * Why each detector is out of service on `day` (domain/detector-maintenance/service-status), by device id: its
 * registry status (a company's own detector has none: in service) and where its upkeep stands. Null: it may
 * take records.
 */
export async function outOfServiceReasons(
  store: ReadStore,
  devices: readonly { _id: string; status?: number }[],
  day: string,
): Promise<Map<string, DetectorOutOfServiceReason | null>> {
  return reasonsOf(
    devices,
    await upkeepsOf(
      store,
      devices.map((device) => device._id),
    ),
    day,
  );
}

/**
 * The 確認者 each detector's holder assigned (PUT /device/{id}/checker), by their name now; a manager since deleted
 * (or moved out of the company) by the name they were assigned with, and not a manager any more. Null: none
 * assigned, or assigned by a company the detector is no longer with (its uploads name nobody then, as the command
 * side does).
 */
async function checkersOf(
  store: ReadStore,
  devices: readonly ListedDetector[],
  upkeeps: Map<string, DetectorUpkeepDocument>,
): Promise<Map<string, DetectorChecker | null>> {
  const assignments = new Map(
    devices.map((device) => {
      const assigned = upkeeps.get(device._id)?.assignedChecker;
      return [device._id, assigned && device.holder !== null && assigned.companyId === device.holder ? assigned : null] as const;
    }),
  );
  const managerIds = [...new Set([...assignments.values()].flatMap((assigned) => (assigned ? [assigned.checker.managerId] : [])))];
  const managers = managerIds.length ? await store.collection(managersCollection).findMany({ filter: { _id: { in: managerIds } } }) : [];
  const byId = new Map(managers.map((manager) => [manager._id, manager]));
  return new Map(
    [...assignments].map(([deviceId, assigned]): [string, DetectorChecker | null] => {
      if (!assigned) return [deviceId, null];
      const manager = byId.get(assigned.checker.managerId);
      if (!manager || manager.companyId !== assigned.companyId) return [deviceId, { ...assigned.checker, stillManager: false }];
      const name = `${manager.lastName} ${manager.firstName}`.trim();
      return [deviceId, { managerId: manager._id, name, stillManager: true }];
    }),
  );
}

/** Where each listed detector stands on `day`: why it is out of service and the 確認者 its holder assigned. */
export async function detectorStandings(store: ReadStore, devices: readonly ListedDetector[], day: string): Promise<DetectorStandings> {
  const upkeeps = await upkeepsOf(
    store,
    devices.map((device) => device._id),
  );
  return { outOfService: reasonsOf(devices, upkeeps, day), checker: await checkersOf(store, devices, upkeeps) };
}

/** The 確認者 one detector's holder assigned, from its upkeep as read (null: none, see checkersOf). */
export async function assignedChecker(
  store: ReadStore,
  deviceId: string,
  upkeep: DetectorUpkeepDocument | null,
  holder: string | null,
): Promise<DetectorChecker | null> {
  const checkers = await checkersOf(store, [{ _id: deviceId, holder }], new Map(upkeep ? [[deviceId, upkeep]] : []));
  return checkers.get(deviceId) ?? null;
}
