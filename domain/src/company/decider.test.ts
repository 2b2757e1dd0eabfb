import type { CompanyDetails, CompanyEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { companyDecider } from './decider';

const details: CompanyDetails = {
  name: 'Acme',
  email: 'acme@example.com',
  phone: '03-1234-5678',
  fax: '',
  employeeCount: 3,
  carCount: 2,
  postcode: '100-0001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '1-1',
  buildings: '',
};
const registration = (emailVerified: boolean) => ({ companyId: 'c1', details, emailVerified, registeredAt: '2026-01-01T00:00:00.000Z' });
const registered = (emailVerified: boolean): CompanyEvent => ({ type: 'CompanyRegistered', data: registration(emailVerified) });
const requested: CompanyEvent = {
  type: 'CompanyEmailVerificationRequested',
  data: { companyId: 'c1', tokenHash: 'h1', expiresAt: '2026-01-02T00:00:00.000Z' },
};
const deleted: CompanyEvent = { type: 'CompanyDeleted', data: { companyId: 'c1', deletedAt: '2026-01-03T00:00:00.000Z' } };
const company = spec(companyDecider);

describe('Company decider', () => {
  describe('RegisterCompany', () => {
    it('registers a new company', () =>
      company
        .given([])
        .when({ type: 'RegisterCompany', data: registration(false) })
        .then([registered(false)]));
    it('refuses a second registration of the same id', () =>
      company
        .given([registered(true)])
        .when({ type: 'RegisterCompany', data: registration(true) })
        .thenError('Errors.Conflict'));
  });

  describe('RequestCompanyEmailVerification', () => {
    it('records the hash of a new code', () =>
      company
        .given([registered(false)])
        .when({ type: 'RequestCompanyEmailVerification', data: { tokenHash: 'h1', expiresAt: '2026-01-02T00:00:00.000Z' } })
        .then([requested]));
    it('refuses once verified', () =>
      company
        .given([registered(true)])
        .when({ type: 'RequestCompanyEmailVerification', data: { tokenHash: 'h1', expiresAt: '2026-01-02T00:00:00.000Z' } })
        .thenError('Errors.NotFound'));
  });

  describe('VerifyCompanyEmail', () => {
    it('verifies with a valid code', () =>
      company
        .given([registered(false), requested])
        .when({ type: 'VerifyCompanyEmail', data: { tokenHash: 'h1', now: '2026-01-01T12:00:00.000Z' } })
        .then([{ type: 'CompanyEmailVerified', data: { companyId: 'c1', tokenHash: 'h1', verifiedAt: '2026-01-01T12:00:00.000Z' } }]));
    it('refuses an unknown code', () =>
      company
        .given([registered(false), requested])
        .when({ type: 'VerifyCompanyEmail', data: { tokenHash: 'other', now: '2026-01-01T12:00:00.000Z' } })
        .thenError('Errors.VerificationInvalid'));
    it('refuses an expired code', () =>
      company
        .given([registered(false), requested])
        .when({ type: 'VerifyCompanyEmail', data: { tokenHash: 'h1', now: '2026-01-02T00:00:00.000Z' } })
        .thenError('Errors.VerificationInvalid'));
    it('refuses a code used once already (single use)', () =>
      company
        .given([
          registered(false),
          requested,
          { type: 'CompanyEmailVerified', data: { companyId: 'c1', tokenHash: 'h1', verifiedAt: '2026-01-01T12:00:00.000Z' } },
        ])
        .when({ type: 'VerifyCompanyEmail', data: { tokenHash: 'h1', now: '2026-01-01T13:00:00.000Z' } })
        .thenError('Errors.VerificationInvalid'));
  });

  describe('UpdateCompanyDetails', () => {
    it('records only the changed fields', () =>
      company
        .given([registered(true)])
        .when({ type: 'UpdateCompanyDetails', data: { actingCompanyId: 'c1', details: { ...details, phone: '03-9999-0000' } } })
        .then([{ type: 'CompanyDetailsUpdated', data: { companyId: 'c1', changes: { phone: '03-9999-0000' } } }]));
    it('appends nothing when nothing changed', () =>
      company
        .given([registered(true)])
        .when({ type: 'UpdateCompanyDetails', data: { actingCompanyId: null, details } })
        .then([]));
    it('refuses another company', () =>
      company
        .given([registered(true)])
        .when({ type: 'UpdateCompanyDetails', data: { actingCompanyId: 'c2', details } })
        .thenError('Errors.NotFound'));
    it('refuses a deleted company', () =>
      company
        .given([registered(true), deleted])
        .when({ type: 'UpdateCompanyDetails', data: { actingCompanyId: null, details } })
        .thenError('Errors.NotFound'));
  });

  describe('DeleteCompany', () => {
    it('deletes', () =>
      company
        .given([registered(true)])
        .when({ type: 'DeleteCompany', data: { deletedAt: '2026-01-03T00:00:00.000Z' } })
        .then([deleted]));
    it('refuses an unknown company', () =>
      company
        .given([])
        .when({ type: 'DeleteCompany', data: { deletedAt: '2026-01-03T00:00:00.000Z' } })
        .thenError('Errors.NotFound'));
    it('refuses twice', () =>
      company
        .given([registered(true), deleted])
        .when({ type: 'DeleteCompany', data: { deletedAt: '2026-01-03T00:00:00.000Z' } })
        .thenError('Errors.NotFound'));
  });
});
