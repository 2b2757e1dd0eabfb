import { readModelCollection as defineCollection, type ReadModelDocument as ReadDocument } from './collection';
import type { DriverProfile } from '../events/driver';
import type { TestResultDetail } from '../entities/info-card';
import type { LiveContact } from '../events/live-confirmation';

/**
 * The info cards of GET /test-result: each card keeps the driver, car and office as they were when the test
 * was taken (a breath-test record is a legal record and must not change when a driver is edited later).
 */
export interface TestResultDocument extends ReadDocument, Omit<TestResultDetail, '_id' | 'liveConfirmation'> {
  companyId: string;
  driverId: string;
  officeId: string | null;
  carId: string | null;
  deviceId: string | null;
  /** The live confirmation the record was confirmed on (issue 35): the call or the code, and the moment of the check. */
  liveConfirmation?: (LiveContact & { checkedAt: string }) | null;
  /** A driver-app check whose day closed with no live confirmation (issue 35 item 5): the day and the cut-off instant. */
  liveConfirmationMissed?: { date: string; cutoffAt: string } | null;
  /**
   * The record lacks an item the law asks for (missingItems is not empty): kept as its own field so the check
   * board can list the incomplete records, whatever their day, through an index (a document written before it was
   * kept reads as complete until `npm run replay`).
   */
  incomplete?: boolean;
}

/**
 * A company's chain head as sealed so far: exports print it (docs/record-chain.md). _id is the company id. The
 * stored collection keeps the chain's first name, ledger_heads.
 */
export interface RecordChainHeadDocument extends ReadDocument {
  seq: number;
  hash: string;
  occurredAt: string;
}
export const recordChainHeadsCollection = defineCollection<RecordChainHeadDocument>({ name: 'ledger_heads', fields: {} });

export const testResultsCollection = defineCollection<TestResultDocument>({
  name: 'test_results',
  fields: {
    companyId: 'string',
    driverId: 'string',
    officeId: 'string',
    carId: 'string',
    date: 'string',
    time: 'string',
    testedAt: 'date',
    status: 'number',
    result: 'number',
    lastName: 'string',
    firstName: 'string',
    carNumber: 'string',
    confirmationStatus: 'string',
    incomplete: 'boolean',
  },
  indexes: [
    // The list's order, newest first: date is testedAt's business day, so (date, testedAt) orders as testedAt does
    // and a date range is one stretch of this index (the id breaks ties, as every sort does).
    {
      fields: ['companyId', { field: 'date', order: 'desc' }, { field: 'testedAt', order: 'desc' }, '_id'],
    },
    { fields: ['companyId', 'driverId', 'date'] },
    { fields: ['companyId', 'officeId', 'date'] },
    { fields: ['companyId', 'confirmationStatus'] },
    { fields: ['companyId', 'incomplete'] },
  ],
  textFields: ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'carNumber', 'device', 'office'],
});

/** What the cards copy from other aggregates, kept by this projection itself so it can be replayed alone. */
export interface CardDriverSource extends ReadDocument, DriverProfile {
  companyId: string;
}
export interface CardCarSource extends ReadDocument {
  companyId: string;
  number: string;
  model: string;
}
export interface CardOfficeSource extends ReadDocument {
  companyId: string;
  name: string;
}

export const cardDriversCollection = defineCollection<CardDriverSource>({ name: 'test_result_drivers', fields: { companyId: 'string' } });
export const cardCarsCollection = defineCollection<CardCarSource>({ name: 'test_result_cars', fields: { companyId: 'string' } });
export const cardOfficesCollection = defineCollection<CardOfficeSource>({ name: 'test_result_offices', fields: { companyId: 'string' } });
