import {
  CarDeleted,
  CarRegistered,
  CarUpdated,
  DriverCreated,
  DriverDeleted,
  DriverUpdated,
  OfficeCreated,
  OfficeDeleted,
  OfficeUpdated,
  TestResultCorrected,
  TestResultRecorded,
  TestStatus,
} from '@fleetcheck/contracts';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { businessDateTime, businessDay } from '@fleetcheck/domain/calendar/business-day';
import { toShortTime } from '@fleetcheck/contracts';
import { cardCarsCollection, cardDriversCollection, cardOfficesCollection, testResultsCollection } from '@fleetcheck/contracts';

export const testResultsProjection = defineProjection({
  name: 'test_results',
  collections: [testResultsCollection, cardDriversCollection, cardCarsCollection, cardOfficesCollection],
  // A result card copies its driver, the driver's office and the car: load them for the whole batch at once.
  async prefetch(events, tx) {
    const tests = dataOf(TestResultRecorded, events);
    if (tests.length === 0) return;
    await tx.prefetch(
      cardDriversCollection,
      tests.map((test) => test.driverId),
    );
    const drivers = tx.collection(cardDriversCollection);
    const carIds: string[] = [];
    const officeIds: string[] = [];
    for (const test of tests) {
      const driver = await drivers.findById(test.driverId);
      const carId = test.carId ?? driver?.carId;
      if (carId) carIds.push(carId);
      if (driver?.officeId) officeIds.push(driver.officeId);
    }
    await tx.prefetch(cardCarsCollection, carIds);
    await tx.prefetch(cardOfficesCollection, officeIds);
  },
  handlers: [
    on(DriverCreated, async (data, event, tx) => {
      await tx.collection(cardDriversCollection).upsert({ _id: data.driverId, companyId: data.companyId, ...data.profile }, guard(event));
    }),
    on(DriverUpdated, async (data, event, tx) => {
      await tx.collection(cardDriversCollection).patch(data.driverId, { ...data.changes }, guard(event));
    }),
    on(DriverDeleted, async (data, event, tx) => {
      await tx.collection(cardDriversCollection).delete(data.driverId, guard(event));
    }),
    on(CarRegistered, async (data, event, tx) => {
      const { number, model } = data.details;
      await tx.collection(cardCarsCollection).upsert({ _id: data.carId, companyId: data.companyId, number, model }, guard(event));
    }),
    on(CarUpdated, async (data, event, tx) => {
      const changes = { number: data.changes.number, model: data.changes.model };
      if (changes.number === undefined && changes.model === undefined) return;
      await tx
        .collection(cardCarsCollection)
        .patch(data.carId, Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)), guard(event));
    }),
    on(CarDeleted, async (data, event, tx) => {
      await tx.collection(cardCarsCollection).delete(data.carId, guard(event));
    }),
    on(OfficeCreated, async (data, event, tx) => {
      await tx
        .collection(cardOfficesCollection)
        .upsert({ _id: data.officeId, companyId: data.companyId, name: data.details.name }, guard(event));
    }),
    on(OfficeUpdated, async (data, event, tx) => {
      if (data.changes.name === undefined) return;
      await tx.collection(cardOfficesCollection).patch(data.officeId, { name: data.changes.name }, guard(event));
    }),
    on(OfficeDeleted, async (data, event, tx) => {
      await tx.collection(cardOfficesCollection).delete(data.officeId, guard(event));
    }),
    on(TestResultRecorded, async (data, event, tx) => {
      const driver = await tx.collection(cardDriversCollection).findById(data.driverId);
      const carId = data.carId ?? driver?.carId ?? null;
      const car = carId ? await tx.collection(cardCarsCollection).findById(carId) : undefined;
      const officeId = driver?.officeId ?? null;
      const office = officeId ? await tx.collection(cardOfficesCollection).findById(officeId) : undefined;
      await tx.collection(testResultsCollection).upsert(
        {
          _id: data.testResultId,
          companyId: data.companyId,
          driverId: data.driverId,
          officeId,
          carId,
          deviceId: data.device?.deviceId ?? null,
          testedAt: data.testedAt,
          date: businessDay(data.testedAt),
          // 'H:mm' (spec section 9)
          time: toShortTime(businessDateTime(data.testedAt).dateTime),
          firstName: driver?.firstName ?? '',
          lastName: driver?.lastName ?? '',
          spellingFirstName: driver?.spellingFirstName ?? '',
          spellingLastName: driver?.spellingLastName ?? '',
          result: data.resultMgL,
          status: data.failed ? TestStatus.Failed : TestStatus.Passed,
          device: data.device?.serialNo ?? null,
          carNumber: car?.number ?? null,
          carModel: car?.model ?? null,
          driverLicense: driver?.driverLicense ?? null,
          licenseType: driver?.licenseType ?? null,
          expirationDate: driver?.expirationDate ?? null,
          DOB: driver?.DOB ?? null,
          office: office?.name ?? null,
          driver: data.driverId,
          vehicle: carId,
          tel: driver?.mobile ?? null,
          email: driver?.email ?? null,
          location: data.location ? (data.location.address ?? `${data.location.latitude},${data.location.longitude}`) : null,
          mapImage: null,
          checkType: data.checkType,
          method: data.method,
          checkedBy: data.checkedBy,
        },
        guard(event),
      );
    }),
    on(TestResultCorrected, async (data, event, tx) => {
      const { driverId, carId, ...rest } = data.changes;
      const changes: Record<string, unknown> = { ...rest };
      if (driverId !== undefined) {
        const driver = await tx.collection(cardDriversCollection).findById(driverId);
        Object.assign(changes, {
          driverId,
          driver: driverId,
          firstName: driver?.firstName ?? '',
          lastName: driver?.lastName ?? '',
          spellingFirstName: driver?.spellingFirstName ?? '',
          spellingLastName: driver?.spellingLastName ?? '',
        });
      }
      if (carId !== undefined) {
        const car = carId ? await tx.collection(cardCarsCollection).findById(carId) : undefined;
        Object.assign(changes, { carId, vehicle: carId, carNumber: car?.number ?? null, carModel: car?.model ?? null });
      }
      await tx.collection(testResultsCollection).patch(data.testResultId, changes, guard(event));
    }),
  ],
});
