import { DriverDeleted, DriverDutySet, driverDayOffId, driverDaysOffCollection } from '@fleetcheck/contracts';
import { defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';

/** The days each driver is off duty (the check board and the missed-check job read them). */
export const driverDutyProjection = defineProjection({
  name: 'driver_duty',
  collections: [driverDaysOffCollection],
  handlers: [
    on(DriverDutySet, async (data, event, tx) => {
      const id = driverDayOffId(data.driverId, data.date);
      if (data.onDuty) await tx.collection(driverDaysOffCollection).delete(id, guard(event));
      else
        await tx
          .collection(driverDaysOffCollection)
          .upsert({ _id: id, companyId: data.companyId, driverId: data.driverId, date: data.date }, guard(event));
    }),
    // A deleted driver is on no board any more.
    on(DriverDeleted, async (data, _event, tx) => {
      await tx.collection(driverDaysOffCollection).deleteMany({ driverId: data.driverId });
    }),
  ],
});
