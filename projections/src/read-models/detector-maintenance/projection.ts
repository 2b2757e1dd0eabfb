import {
  DetectorMaintained,
  DetectorSensorLifeEnded,
  detectorMaintenanceLogCollection,
  detectorUpkeepCollection,
  type DetectorUpkeepDocument,
} from '@fleetcheck/contracts';
import { applyMaintenance, endSensorLife, noUpkeep, type Upkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

/** Where the detector stood before this event (documents written before a field existed get its empty value). */
const standing = (current: DetectorUpkeepDocument | null | undefined): Upkeep => {
  const { _id: _, companyId: _company, ...upkeep } = current ?? { _id: '', companyId: null };
  return { ...noUpkeep, ...upkeep };
};

/** A detector's maintenance log, one entry per event, and where it stands (the domain's fold of its kinds). */
export const detectorMaintenanceProjection = defineProjection({
  name: 'detector_maintenance',
  collections: [detectorMaintenanceLogCollection, detectorUpkeepCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      detectorUpkeepCollection,
      [...dataOf(DetectorMaintained, events), ...dataOf(DetectorSensorLifeEnded, events)].map((entry) => entry.deviceId),
    ),
  handlers: [
    on(DetectorMaintained, async (data, event, tx) => {
      await tx.collection(detectorMaintenanceLogCollection).upsert(
        {
          _id: event.id,
          deviceId: data.deviceId,
          companyId: data.companyId,
          kind: data.kind,
          outcome: data.outcome,
          maintainedAt: data.maintainedAt,
          performedBy: data.performedBy,
          remark: data.remark,
          usageLimitDate: data.usageLimitDate,
          recordedBy: event.metadata.actor.userId,
          recordedAt: occurredAt(event),
        },
        guard(event),
      );
      const upkeeps = tx.collection(detectorUpkeepCollection);
      const upkeep = standing(await upkeeps.findById(data.deviceId));
      await upkeeps.upsert({ _id: data.deviceId, companyId: data.companyId, ...applyMaintenance(upkeep, data) }, guard(event));
    }),
    on(DetectorSensorLifeEnded, async (data, event, tx) => {
      const upkeeps = tx.collection(detectorUpkeepCollection);
      const upkeep = standing(await upkeeps.findById(data.deviceId));
      await upkeeps.upsert({ _id: data.deviceId, companyId: data.companyId, ...endSensorLife(upkeep, data.endedAt) }, guard(event));
    }),
  ],
});
