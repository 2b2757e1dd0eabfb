import type { OfficeDetails, OfficeEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { officeDecider } from './decider';

const details: OfficeDetails = {
  name: '本社',
  phone: '03-1111-2222',
  fax: '',
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '1-1',
  buildings: '',
};
const created: OfficeEvent = { type: 'OfficeCreated', data: { officeId: 'o1', companyId: 'c1', details } };
const driverRef = { kind: 'driver' as const, id: 'd1' };
const referenced: OfficeEvent = { type: 'OfficeReferenceAdded', data: { officeId: 'o1', companyId: 'c1', referrer: driverRef } };
const unreferenced: OfficeEvent = { type: 'OfficeReferenceRemoved', data: { officeId: 'o1', companyId: 'c1', referrer: driverRef } };
const deleted: OfficeEvent = { type: 'OfficeDeleted', data: { officeId: 'o1', companyId: 'c1' } };
const office = spec(officeDecider);

describe('Office decider', () => {
  it('CreateOffice creates', () =>
    office
      .given([])
      .when({ type: 'CreateOffice', data: { officeId: 'o1', companyId: 'c1', details, reminderMarginMinutes: 30 } })
      .then([created]));
  it('CreateOffice refuses an existing id', () =>
    office
      .given([created])
      .when({ type: 'CreateOffice', data: { officeId: 'o1', companyId: 'c1', details, reminderMarginMinutes: 30 } })
      .thenError('Errors.Conflict'));
  it('UpdateOffice records the changed fields', () =>
    office
      .given([created])
      .when({ type: 'UpdateOffice', data: { actingCompanyId: 'c1', details: { ...details, name: '新本社' }, reminderMarginMinutes: 30 } })
      .then([{ type: 'OfficeUpdated', data: { officeId: 'o1', companyId: 'c1', changes: { name: '新本社' } } }]));
  it('UpdateOffice appends nothing when unchanged', () =>
    office
      .given([created])
      .when({ type: 'UpdateOffice', data: { actingCompanyId: 'c1', details, reminderMarginMinutes: 30 } })
      .then([]));
  it('CreateOffice and UpdateOffice refuse a cut-off at the start time plus the margin (08:00 + 30 min = 08:30), and take 08:31', () => {
    const early = { ...details, startTime: '08:00', cutoff: '08:30' };
    const room = { ...details, startTime: '08:00', cutoff: '08:31' };
    office
      .given([])
      .when({ type: 'CreateOffice', data: { officeId: 'o1', companyId: 'c1', details: room, reminderMarginMinutes: 30 } })
      .then([{ type: 'OfficeCreated', data: { officeId: 'o1', companyId: 'c1', details: room } }]);
    office
      .given([])
      .when({ type: 'CreateOffice', data: { officeId: 'o1', companyId: 'c1', details: early, reminderMarginMinutes: 30 } })
      .thenError('Errors.Invalid');
    office
      .given([created])
      .when({ type: 'UpdateOffice', data: { actingCompanyId: 'c1', details: room, reminderMarginMinutes: 30 } })
      .then([{ type: 'OfficeUpdated', data: { officeId: 'o1', companyId: 'c1', changes: { startTime: '08:00', cutoff: '08:31' } } }]);
    office
      .given([created])
      .when({ type: 'UpdateOffice', data: { actingCompanyId: 'c1', details: early, reminderMarginMinutes: 30 } })
      .thenError('Errors.Invalid');
  });
  it('UpdateOffice refuses another company', () =>
    office
      .given([created])
      .when({ type: 'UpdateOffice', data: { actingCompanyId: 'c2', details, reminderMarginMinutes: 30 } })
      .thenError('Errors.NotFound'));
  it('DeleteOffice deletes an office nothing names', () =>
    office
      .given([created])
      .when({ type: 'DeleteOffice', data: { actingCompanyId: 'c1', referrers: 0 } })
      .then([deleted]));
  it('DeleteOffice ignores the reference events older versions wrote', () =>
    office
      .given([created, referenced])
      .when({ type: 'DeleteOffice', data: { actingCompanyId: 'c1', referrers: 0 } })
      .then([deleted]));
  it('DeleteOffice refuses while the read models show a referrer', () =>
    office
      .given([created, referenced, unreferenced])
      .when({ type: 'DeleteOffice', data: { actingCompanyId: 'c1', referrers: 1 } })
      .thenError('Errors.OfficeInUse'));
  it('DeleteOffice refuses a deleted office', () =>
    office
      .given([created, deleted])
      .when({ type: 'DeleteOffice', data: { actingCompanyId: 'c1', referrers: 0 } })
      .thenError('Errors.NotFound'));
  it('DeleteOffice refuses another company', () =>
    office
      .given([created])
      .when({ type: 'DeleteOffice', data: { actingCompanyId: 'c2', referrers: 0 } })
      .thenError('Errors.NotFound'));
});
