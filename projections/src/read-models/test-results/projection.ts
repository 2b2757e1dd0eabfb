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
  RecordChainLinkSealed,
  LiveConfirmationMissed,
  LiveConfirmationRecorded,
  recordChainHeadsCollection,
  TestResultConfirmed,
  TestResultCorrected,
  TestResultRecorded,
  TestStatus,
  RECORD_ITEM_KEYS,
  type RecordItemValues,
} from '@fleetcheck/contracts';
import { dataOf, defineProjection, on } from '../../runner/define-projection';
import { guard } from '../../runner/projection';
import { businessDateTime, businessDay } from '@fleetcheck/domain/calendar/business-day';
import { toShortTime, type RecordCorrection, type TestResultDocument } from '@fleetcheck/contracts';
import { isLateEntry, recordGaps } from '@fleetcheck/domain/test-result/record-rules';
import { evolveRecord, liveConfirmationItems, recordedRecord, type CurrentRecord } from '@fleetcheck/domain/test-result/current-record';
import { cardCarsCollection, cardDriversCollection, cardOfficesCollection, testResultsCollection } from '@fleetcheck/contracts';

export const testResultsProjection = defineProjection({
  name: 'test_results',
  collections: [testResultsCollection, cardDriversCollection, cardCarsCollection, cardOfficesCollection, recordChainHeadsCollection],
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
      if (test.carId) carIds.push(test.carId);
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
      // A record that names no vehicle shows none (never the driver's usual car): the law asks for the one driven.
      const carId = data.carId;
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
          failed: data.failed,
          device: data.device?.serialNo ?? null,
          detectorFlags: data.detectorFlags,
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
          ...recordItemsOf(data),
          ...completeness(data),
          ...standing(recordedRecord(data)),
          photo: data.photo,
          coordinates: data.location ? { latitude: data.location.latitude, longitude: data.location.longitude } : null,
          detector: data.device,
          corrections: [],
        },
        guard(event),
      );
    }),
    on(RecordChainLinkSealed, async (data, event, tx) => {
      const { seq, hash, occurredAt } = data;
      await tx.collection(recordChainHeadsCollection).upsert({ _id: data.companyId, seq, hash, occurredAt }, guard(event));
      if (await tx.collection(testResultsCollection).findById(data.testResultId)) {
        await tx.collection(testResultsCollection).patch(data.testResultId, { ledgerSeq: seq, ledgerHash: hash }, guard(event));
      }
    }),
    // Issue 35: the items a live confirmation states, and the call or code it rests on (the decision follows).
    on(LiveConfirmationRecorded, async (data, event, tx) => {
      const current = await tx.collection(testResultsCollection).findById(data.testResultId);
      if (!current) return;
      const items = liveConfirmationItems(data) as Partial<TestResultDocument>;
      const next = evolveRecord(currentOf(current), { type: 'LiveConfirmationRecorded', data }, () => items);
      await tx.collection(testResultsCollection).patch(
        data.testResultId,
        {
          ...items,
          ...standing(next),
          liveConfirmation: { ...data.contact, checkedAt: data.checkedAt },
          // A live confirmation made after the cut-off completes the record (the record book still says it was late).
          ...completeness({ ...next.record, liveConfirmation: { ...data.contact, checkedAt: data.checkedAt } }),
        },
        guard(event),
      );
    }),
    // Issue 35 item 5: the cut-off passed with no live confirmation of a driver-app check: 未確認, listed as incomplete.
    on(LiveConfirmationMissed, async (data, event, tx) => {
      const current = await tx.collection(testResultsCollection).findById(data.testResultId);
      if (!current) return;
      const liveConfirmationMissed = { date: data.date, cutoffAt: data.cutoffAt };
      await tx
        .collection(testResultsCollection)
        .patch(data.testResultId, { liveConfirmationMissed, ...completeness({ ...current, liveConfirmationMissed }) }, guard(event));
    }),
    on(TestResultConfirmed, async (data, event, tx) => {
      const current = await tx.collection(testResultsCollection).findById(data.testResultId);
      if (!current) return;
      const next = evolveRecord(currentOf(current), { type: 'TestResultConfirmed', data }, () => ({}));
      await tx.collection(testResultsCollection).patch(data.testResultId, standing(next), guard(event));
    }),
    on(TestResultCorrected, async (data, event, tx) => {
      const current = await tx.collection(testResultsCollection).findById(data.testResultId);
      if (!current) return;
      const { driverId, carId, device, testedAt, ...rest } = data.changes;
      const changes: Record<string, unknown> = { ...rest };
      // A hand entry's corrected check time moves it to its day on the board and in the record book.
      if (testedAt !== undefined)
        Object.assign(changes, { testedAt, date: businessDay(testedAt), time: toShortTime(businessDateTime(testedAt).dateTime) });
      if (device !== undefined)
        Object.assign(changes, { detector: device, deviceId: device?.deviceId ?? null, device: device?.serialNo ?? null });
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
      const correction: RecordCorrection = {
        correctedAt: data.correctedAt,
        correctedBy: data.correctedBy,
        actor: {
          userId: event.metadata.actor.userId,
          role: event.metadata.actor.role,
          onBehalfOfAdmin: event.metadata.onBehalfOf?.adminId ?? null,
        },
        reason: data.reason,
        changes: correctedFields(current, changes),
      };
      const next = evolveRecord(currentOf(current), { type: 'TestResultCorrected', data }, () => changes as Partial<TestResultDocument>);
      await tx.collection(testResultsCollection).patch(
        data.testResultId,
        {
          ...changes,
          ...standing(next),
          // A correction may complete the record (or, moving its time, make it a late entry): the domain's rules again.
          ...completeness(next.record),
          corrections: [...(current.corrections ?? []), correction],
        },
        guard(event),
      );
    }),
  ],
});

/** The record items of an event, as the read document keeps them. */
const recordItemsOf = (data: RecordItemValues): RecordItemValues =>
  Object.fromEntries(RECORD_ITEM_KEYS.map((key) => [key, data[key]])) as RecordItemValues;

/** The document as the domain's fold of a record sees it (the projection keeps no other rule of its own). */
const currentOf = (doc: TestResultDocument): CurrentRecord<TestResultDocument> => ({
  record: doc,
  confirmationStatus: doc.confirmationStatus,
  confirmation: doc.confirmation,
  corrections: doc.corrections?.length ?? 0,
});
/** Late entry and the items the law asks for that the record lacks (the domain's rules), as the board lists them. */
const completeness = (
  record: Parameters<typeof recordGaps>[0] & Partial<Pick<TestResultDocument, 'liveConfirmation' | 'liveConfirmationMissed'>>,
): Pick<TestResultDocument, 'lateEntry' | 'missingItems' | 'incomplete'> => {
  const missing = recordGaps(record, { missed: !!record.liveConfirmationMissed, confirmed: !!record.liveConfirmation });
  return { lateEntry: isLateEntry(record.testedAt, record.enteredAt), missingItems: missing, incomplete: missing.length > 0 };
};

/** Where a record stands with its manager, as the document keeps it. */
const standing = ({
  confirmationStatus,
  confirmation,
}: CurrentRecord<unknown>): Pick<TestResultDocument, 'confirmationStatus' | 'confirmation'> => ({
  confirmationStatus,
  confirmation,
});

/** What a correction shows as before -> after: a driver by name, a car by number, the detector by serial, the rest as stored. */
const SHOWN_FIELDS: Record<string, (doc: Partial<TestResultDocument>) => unknown> = {
  driverId: (doc) => (doc.lastName === undefined ? undefined : `${doc.lastName} ${doc.firstName ?? ''}`.trim()),
  carId: (doc) => doc.carNumber,
  detector: (doc) => (doc.detector === undefined ? undefined : (doc.detector?.serialNo ?? null)),
};
const HIDDEN_FIELDS = new Set([
  'date',
  'time',
  'driver',
  'firstName',
  'lastName',
  'spellingFirstName',
  'spellingLastName',
  'vehicle',
  'carModel',
  'carNumber',
  'device',
  'deviceId',
]);

function correctedFields(current: TestResultDocument, changes: Record<string, unknown>): RecordCorrection['changes'] {
  return Object.keys(changes)
    .filter((field) => !HIDDEN_FIELDS.has(field))
    .map((field) => {
      const shown = SHOWN_FIELDS[field];
      const before = shown ? shown(current) : current[field as keyof TestResultDocument];
      const after = shown ? shown(changes as Partial<TestResultDocument>) : changes[field];
      return { field, before: before ?? null, after: after ?? null };
    });
}
