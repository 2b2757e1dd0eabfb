import type { EventOf, VehicleInspectionRecorded } from '@fleetcheck/contracts';
import { abnormalItems } from '@fleetcheck/domain/vehicle-inspection/checklist';
import type { ProcessorDeps } from '../deps';
import { notificationIdFor } from '../notifications/notification-id';
import { alertCar, alertDriver, notificationDraft, raiseNotification, type Cause } from '../notifications/raise-notification';

type Recorded = EventOf<typeof VehicleInspectionRecorded>['data'];

/** An inspection with an abnormal item raises VEHICLE_INSPECTION_ABNORMAL (alert) once; its mails follow from that event. */
export async function processVehicleInspection(deps: ProcessorDeps, inspection: Recorded, cause: Cause): Promise<void> {
  const items = abnormalItems(inspection.items);
  if (items.length === 0) return;
  const [car, driver] = await Promise.all([
    deps.directory.car(inspection.carId),
    inspection.inspectorRole === 'driver' ? deps.directory.driver(inspection.inspectorId) : undefined,
  ]);
  const draft = notificationDraft(
    {
      notificationId: notificationIdFor('VEHICLE_INSPECTION_ABNORMAL', inspection.inspectionId),
      companyId: inspection.companyId,
      type: 'VEHICLE_INSPECTION_ABNORMAL',
      level: 'alert',
    },
    {
      driver: alertDriver(driver),
      car: alertCar(car),
      vehicleInspection: {
        inspectionId: inspection.inspectionId,
        carId: inspection.carId,
        date: inspection.date,
        officeId: inspection.officeId,
        items,
      },
    },
  );
  await raiseNotification(deps.store, draft, cause, deps.clock.now());
}
