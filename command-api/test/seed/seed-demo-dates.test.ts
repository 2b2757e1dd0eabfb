import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from '../support/api-harness';

/** The demo seed dates what it records on the Japanese day, even in the first hours of a year there. */
let h: Harness;

beforeAll(async () => {
  // 00:30 on 1 January 2027 in Japan; in UTC still 31 December 2026.
  h = await startHarness({ start: new Date('2026-12-31T15:30:00.000Z') });
});
afterAll(async () => {
  await h?.close();
});

const dataOf = async (type: string) => (await h.store.readAll()).filter((event) => event.type === type).map((event) => event.data);

describe('demo seed dates', () => {
  it('records the bank transfer and the detectors on the day in Japan', async () => {
    // The subscription starts on the Japanese day, so its payment must not be dated the day before.
    expect(await dataOf('BankTransferPaymentRecorded')).toEqual([
      expect.objectContaining({ paidOn: '2027-01-01', startDate: '2027-01-01' }),
    ]);
    const registered = await dataOf('DeviceRegistered');
    expect(registered.length).toBeGreaterThan(0);
    expect(registered.map((device) => (device as { details: { regDate: string } }).details.regDate)).toEqual(
      registered.map(() => '2027-01-01'),
    );
  });

  it('counts the cars and licences years from the year in Japan', async () => {
    const cars = (await dataOf('CarRegistered')) as { details: { production: string; inspection: string; insurance: string } }[];
    expect(cars.map(({ details }) => [details.production, details.inspection, details.insurance])).toEqual([
      ['2024-04', '2028-03-31', '2028-09-30'],
      ['2025-09', '2028-03-31', '2028-09-30'],
      ['2022-01', '2028-03-31', '2028-09-30'],
    ]);
    const drivers = (await dataOf('DriverCreated')) as { profile: { expirationDate: string } }[];
    expect(drivers.map((driver) => driver.profile.expirationDate)).toEqual(['2029-06-30', '2029-06-30', '2029-06-30']);
  });
});
