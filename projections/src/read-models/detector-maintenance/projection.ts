import { DetectorMaintained, detectorMaintenanceLogCollection, detectorUpkeepCollection } from '@fleetcheck/contracts';
import { applyMaintenance, noUpkeep } from '@fleetcheck/domain/detector-maintenance/upkeep';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';

/** A detector's maintenance log, one entry per event, and where it stands (the domain's fold of its kinds). */
export const detectorMaintenanceProjection = defineProjection({
  name: 'detector_maintenance',
  collections: [detectorMaintenanceLogCollection, detectorUpkeepCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      detectorUpkeepCollection,
      dataOf(DetectorMaintained, events).map((maintenance) => maintenance.deviceId),
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
      const current = await upkeeps.findById(data.deviceId);
      const { _id: _, companyId: _company, ...upkeep } = current ?? { _id: data.deviceId, companyId: null, ...noUpkeep };
      await upkeeps.upsert({ _id: data.deviceId, companyId: data.companyId, ...applyMaintenance(upkeep, data) }, guard(event));
    }),
  ],
});
