import { detectorUpkeepCollection, DeviceStatuses, type DetectorOutOfServiceReason } from '@fleetcheck/contracts';
import { outOfServiceReason } from '@fleetcheck/domain/detector-maintenance/service-status';
import { noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import type { ReadStore } from '@fleetcheck/platform';

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
  const ids = devices.map((device) => device._id);
  const upkeeps = ids.length ? await store.collection(detectorUpkeepCollection).findMany({ filter: { _id: { in: ids } } }) : [];
  const byId = new Map(upkeeps.map((upkeep) => [upkeep._id, { ...noUpkeep, ...upkeep }]));
  return new Map(
    devices.map((device) => [
      device._id,
      outOfServiceReason(device.status ?? DeviceStatuses.InService, byId.get(device._id) ?? noUpkeep, day),
    ]),
  );
}
