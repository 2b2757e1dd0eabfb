import {
  InspectionItemAdded,
  InspectionItemRemoved,
  VehicleInspectionDefectCleared,
  VehicleInspectionRecorded,
  inspectionItemsCollection,
  vehicleInspectionsCollection,
} from '@fleetcheck/contracts';
import { abnormalItems } from '@fleetcheck/domain/vehicle-inspection/checklist';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';

/**
 * Daily vehicle inspections, one document per vehicle per day (open defects are those a manager has not cleared),
 * and each company's own inspection items.
 */
export const vehicleInspectionsProjection = defineProjection({
  name: 'vehicle_inspections',
  collections: [vehicleInspectionsCollection, inspectionItemsCollection],
  handlers: [
    on(VehicleInspectionRecorded, async (data, event, tx) => {
      const abnormalCount = abnormalItems(data.items).length;
      await tx.collection(vehicleInspectionsCollection).upsert(
        {
          _id: data.inspectionId,
          companyId: data.companyId,
          carId: data.carId,
          officeId: data.officeId,
          date: data.date,
          schedule: data.schedule,
          inspectedAt: data.inspectedAt,
          inspectorId: data.inspectorId,
          inspectorRole: data.inspectorRole,
          items: data.items,
          abnormalCount,
          defectOpen: abnormalCount > 0,
          clearance: null,
        },
        guard(event),
      );
    }),
    on(VehicleInspectionDefectCleared, async (data, event, tx) => {
      const inspections = tx.collection(vehicleInspectionsCollection);
      const inspection = await inspections.findById(data.inspectionId);
      if (!inspection) return;
      const clearance = { clearedAt: data.clearedAt, clearedBy: data.clearedBy, note: data.note };
      await inspections.upsert({ ...inspection, defectOpen: false, clearance }, guard(event));
    }),
    on(InspectionItemAdded, async (data, event, tx) => {
      await tx
        .collection(inspectionItemsCollection)
        .upsert({ _id: data.itemId, companyId: data.companyId, label: data.label, addedAt: data.addedAt }, guard(event));
    }),
    on(InspectionItemRemoved, async (data, event, tx) => {
      await tx.collection(inspectionItemsCollection).delete(data.itemId, guard(event));
    }),
  ],
});
