import { CarDeleted, CarRegistered, CarUpdated, CarReferenceAdded, CarReferenceRemoved } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { followRevision } from '../../shared/revision';
import { guard } from '../../runner/projection';
import { occurredAt } from '../../shared/time';
import { carsCollection, deletedCarsCollection } from '@fleetcheck/contracts';

export const carsProjection = defineProjection({
  name: 'cars',
  collections: [carsCollection, deletedCarsCollection],
  handlers: [
    on(CarRegistered, async (data, event, tx) => {
      const at = occurredAt(event);
      await tx.collection(carsCollection).upsert(
        {
          _id: data.carId,
          id: data.carId,
          companyId: data.companyId,
          company: data.companyId,
          ...data.details,
          createdAt: at,
          updatedAt: at,
          version: Number(event.revision),
        },
        guard(event),
      );
    }),
    on(CarUpdated, async (data, event, tx) => {
      await tx
        .collection(carsCollection)
        .patch(data.carId, { ...data.changes, updatedAt: occurredAt(event), version: Number(event.revision) }, guard(event));
    }),
    on(CarDeleted, async (data, event, tx) => {
      // Its last known number stays for the records that name it (read before the car's document goes).
      const car = await tx.collection(carsCollection).findById(data.carId);
      if (car)
        await tx
          .collection(deletedCarsCollection)
          .upsert({ _id: data.carId, companyId: car.companyId, number: car.number, deletedAt: occurredAt(event) }, guard(event));
      await tx.collection(carsCollection).delete(data.carId, guard(event));
    }),
    on(CarReferenceAdded, (data, event, tx) => followRevision(tx, carsCollection, data.carId, event)),
    on(CarReferenceRemoved, (data, event, tx) => followRevision(tx, carsCollection, data.carId, event)),
  ],
});
