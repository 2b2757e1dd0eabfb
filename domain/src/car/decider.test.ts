import type { CarDetails, CarEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { carDecider } from './decider';

const details: CarDetails = {
  number: '品川 300 あ 12-34',
  model: 'Hiace',
  type: 'Van',
  chassisNo: 'TRH200-0001',
  production: '2020-04',
  inspection: '2026-04-01',
  insurance: '2027-03-31',
  officeId: 'o1',
};
const registered: CarEvent = { type: 'CarRegistered', data: { carId: 'k1', companyId: 'c1', details } };
const driverRef = { kind: 'driver' as const, id: 'd1' };
const referenced: CarEvent = { type: 'CarReferenceAdded', data: { carId: 'k1', companyId: 'c1', referrer: driverRef } };
const unreferenced: CarEvent = { type: 'CarReferenceRemoved', data: { carId: 'k1', companyId: 'c1', referrer: driverRef } };
const deleted: CarEvent = { type: 'CarDeleted', data: { carId: 'k1', companyId: 'c1' } };
const car = spec(carDecider);

describe('Car decider', () => {
  it('RegisterCar registers', () =>
    car
      .given([])
      .when({ type: 'RegisterCar', data: { carId: 'k1', companyId: 'c1', details } })
      .then([registered]));
  it('RegisterCar refuses an existing id', () =>
    car
      .given([registered])
      .when({ type: 'RegisterCar', data: { carId: 'k1', companyId: 'c1', details } })
      .thenError('Errors.Conflict'));
  it('UpdateCar records only the changed fields', () =>
    car
      .given([registered])
      .when({ type: 'UpdateCar', data: { actingCompanyId: 'c1', details: { ...details, model: 'Coaster', officeId: 'o2' } } })
      .then([{ type: 'CarUpdated', data: { carId: 'k1', companyId: 'c1', changes: { model: 'Coaster', officeId: 'o2' } } }]));
  it('UpdateCar appends nothing when unchanged', () =>
    car
      .given([registered])
      .when({ type: 'UpdateCar', data: { actingCompanyId: 'c1', details } })
      .then([]));
  it('UpdateCar refuses another company', () =>
    car
      .given([registered])
      .when({ type: 'UpdateCar', data: { actingCompanyId: 'c2', details } })
      .thenError('Errors.NotFound'));
  it('UpdateCar refuses a deleted car', () =>
    car
      .given([registered, deleted])
      .when({ type: 'UpdateCar', data: { actingCompanyId: 'c1', details } })
      .thenError('Errors.NotFound'));
  it('DeleteCar deletes a car no driver drives', () =>
    car
      .given([registered])
      .when({ type: 'DeleteCar', data: { actingCompanyId: 'c1', drivers: 0 } })
      .then([deleted]));
  it('DeleteCar ignores the reference events older versions wrote', () =>
    car
      .given([registered, referenced])
      .when({ type: 'DeleteCar', data: { actingCompanyId: 'c1', drivers: 0 } })
      .then([deleted]));
  it('DeleteCar refuses while the read models show a driver driving it', () =>
    car
      .given([registered, referenced, unreferenced])
      .when({ type: 'DeleteCar', data: { actingCompanyId: 'c1', drivers: 1 } })
      .thenError('Errors.CarInUse'));
  it('DeleteCar refuses another company', () =>
    car
      .given([registered])
      .when({ type: 'DeleteCar', data: { actingCompanyId: 'c2', drivers: 0 } })
      .thenError('Errors.NotFound'));
  it('DeleteCar refuses a deleted car', () =>
    car
      .given([registered, deleted])
      .when({ type: 'DeleteCar', data: { actingCompanyId: 'c1', drivers: 0 } })
      .thenError('Errors.NotFound'));
});
