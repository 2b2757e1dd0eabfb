import {
  DetectorCheckerAssigned,
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
  const { _id: _, companyId: _company, assignedChecker: _checker, ...upkeep } = current ?? { _id: '', companyId: null };
  return { ...noUpkeep, ...upkeep };
};

/** The 確認者 a company assigned, kept through every maintenance (null on documents written before it was kept). */
const assignedCheckerOf = (current: DetectorUpkeepDocument | null | undefined) => current?.assignedChecker ?? null;

/**
 * A detector's maintenance log, one entry per event, where it stands (the domain's fold of its kinds), and the
 * manager its company assigned as its uploads' 確認者.
 */
export const detectorMaintenanceProjection = defineProjection({
  name: 'detector_maintenance',
  collections: [detectorMaintenanceLogCollection, detectorUpkeepCollection],
  prefetch: (events, tx) =>
    tx.prefetch(
      detectorUpkeepCollection,
      [...dataOf(DetectorMaintained, events), ...dataOf(DetectorSensorLifeEnded, events), ...dataOf(DetectorCheckerAssigned, events)].map(
        (entry) => entry.deviceId,
      ),
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
      await upkeeps.upsert(
        {
          _id: data.deviceId,
          companyId: data.companyId,
          ...applyMaintenance(standing(current), data),
          assignedChecker: assignedCheckerOf(current),
        },
        guard(event),
      );
    }),
    on(DetectorSensorLifeEnded, async (data, event, tx) => {
      const upkeeps = tx.collection(detectorUpkeepCollection);
      const current = await upkeeps.findById(data.deviceId);
      await upkeeps.upsert(
        {
          _id: data.deviceId,
          companyId: data.companyId,
          ...endSensorLife(standing(current), data.endedAt),
          assignedChecker: assignedCheckerOf(current),
        },
        guard(event),
      );
    }),
    // As the domain's fold: the assignment names its company beside the manager; the standing stays as it was.
    on(DetectorCheckerAssigned, async (data, event, tx) => {
      const upkeeps = tx.collection(detectorUpkeepCollection);
      const current = await upkeeps.findById(data.deviceId);
      const assignedChecker = data.checker ? { companyId: data.companyId, checker: data.checker } : null;
      await upkeeps.upsert(
        { _id: data.deviceId, companyId: current ? current.companyId : data.companyId, ...standing(current), assignedChecker },
        guard(event),
      );
    }),
  ],
});
