import type { ManagerEvent, ManagerProfile } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { managerDecider, type ManagerAccount } from './decider';

const profile: ManagerProfile = {
  firstName: '太郎',
  lastName: '山田',
  spellingFirstName: 'タロウ',
  spellingLastName: 'ヤマダ',
  email: 'yamada@example.com',
  mobile: '09012345678',
  officeId: null,
  image: null,
};
const account: ManagerAccount = {
  managerId: 'm1',
  companyId: 'c1',
  userType: 3,
  username: 'm12345678',
  passwordHash: 'hash',
  language: 'ja',
  profile,
};
const created: ManagerEvent = { type: 'ManagerCreated', data: account };
const deleted: ManagerEvent = { type: 'ManagerDeleted', data: { managerId: 'm1', companyId: 'c1' } };
const resetRequested: ManagerEvent = {
  type: 'ManagerPasswordResetRequested',
  data: { managerId: 'm1', companyId: 'c1', tokenHash: 't1', expiresAt: '2026-01-02T00:00:00.000Z' },
};
const manager = spec(managerDecider);

describe('Manager decider', () => {
  describe('CreateManager', () => {
    it('creates', () => manager.given([]).when({ type: 'CreateManager', data: account }).then([created]));
    it('refuses an existing id', () =>
      manager.given([created]).when({ type: 'CreateManager', data: account }).thenError('Errors.Conflict'));
  });

  describe('UpdateManager', () => {
    it('records the changed fields', () =>
      manager
        .given([created])
        .when({ type: 'UpdateManager', data: { actingCompanyId: 'c1', profile: { ...profile, mobile: '08011112222' } } })
        .then([{ type: 'ManagerUpdated', data: { managerId: 'm1', companyId: 'c1', changes: { mobile: '08011112222' } } }]));
    it('appends nothing for an unchanged profile', () =>
      manager
        .given([created])
        .when({ type: 'UpdateManager', data: { actingCompanyId: 'c1', profile } })
        .then([]));
    it('refuses a manager of another company', () =>
      manager
        .given([created])
        .when({ type: 'UpdateManager', data: { actingCompanyId: 'c2', profile } })
        .thenError('Errors.NotFound'));
    it('refuses a deleted manager', () =>
      manager
        .given([created, deleted])
        .when({ type: 'UpdateManager', data: { actingCompanyId: 'c1', profile } })
        .thenError('Errors.NotFound'));
  });

  describe('ChangeManagerLanguage', () => {
    it('changes', () =>
      manager
        .given([created])
        .when({ type: 'ChangeManagerLanguage', data: { language: 'en' } })
        .then([{ type: 'ManagerLanguageChanged', data: { managerId: 'm1', companyId: 'c1', language: 'en' } }]));
    it('appends nothing for the same language', () =>
      manager
        .given([created])
        .when({ type: 'ChangeManagerLanguage', data: { language: 'ja' } })
        .then([]));
    it('refuses a deleted manager', () =>
      manager
        .given([created, deleted])
        .when({ type: 'ChangeManagerLanguage', data: { language: 'en' } })
        .thenError('Errors.NotFound'));
  });

  describe('ChangeManagerReportMails', () => {
    const off = { monthlyRecordBook: false, weeklySummary: true };
    const changed = { type: 'ManagerReportMailsChanged' as const, data: { managerId: 'm1', companyId: 'c1', reportMails: off } };
    it('turns the monthly record book off', () =>
      manager
        .given([created])
        .when({ type: 'ChangeManagerReportMails', data: { reportMails: off } })
        .then([changed]));
    it('appends nothing when both stay on (the default)', () =>
      manager
        .given([created])
        .when({ type: 'ChangeManagerReportMails', data: { reportMails: { monthlyRecordBook: true, weeklySummary: true } } })
        .then([]));
    it('appends nothing for the choice already made', () =>
      manager
        .given([created, changed])
        .when({ type: 'ChangeManagerReportMails', data: { reportMails: off } })
        .then([]));
    it('refuses a deleted manager', () =>
      manager
        .given([created, deleted])
        .when({ type: 'ChangeManagerReportMails', data: { reportMails: off } })
        .thenError('Errors.NotFound'));
  });

  describe('ResetManagerPassword', () => {
    it('resets for the same company', () =>
      manager
        .given([created])
        .when({
          type: 'ResetManagerPassword',
          data: { actingCompanyId: 'c1', passwordHash: 'new', reason: 'manager', keptSessionId: null },
        })
        .then([
          {
            type: 'ManagerPasswordReset',
            data: { managerId: 'm1', companyId: 'c1', passwordHash: 'new', reason: 'manager', tokenHash: null, keptSessionId: null },
          },
        ]));
    it('keeps the session the manager changed their own password from', () =>
      manager
        .given([created])
        .when({
          type: 'ResetManagerPassword',
          data: { actingCompanyId: 'c1', passwordHash: 'new', reason: 'manager', keptSessionId: 's1' },
        })
        .then([
          {
            type: 'ManagerPasswordReset',
            data: { managerId: 'm1', companyId: 'c1', passwordHash: 'new', reason: 'manager', tokenHash: null, keptSessionId: 's1' },
          },
        ]));
    it('resets for a platform admin', () =>
      manager
        .given([created])
        .when({ type: 'ResetManagerPassword', data: { actingCompanyId: null, passwordHash: 'new', reason: 'admin', keptSessionId: null } })
        .then([
          {
            type: 'ManagerPasswordReset',
            data: { managerId: 'm1', companyId: 'c1', passwordHash: 'new', reason: 'admin', tokenHash: null, keptSessionId: null },
          },
        ]));
    it('refuses another company', () =>
      manager
        .given([created])
        .when({
          type: 'ResetManagerPassword',
          data: { actingCompanyId: 'c2', passwordHash: 'new', reason: 'manager', keptSessionId: null },
        })
        .thenError('Errors.NotFound'));
  });

  describe('RequestManagerPasswordReset / ResetManagerPasswordByEmail', () => {
    it('records a code', () =>
      manager
        .given([created])
        .when({ type: 'RequestManagerPasswordReset', data: { tokenHash: 't1', expiresAt: '2026-01-02T00:00:00.000Z' } })
        .then([resetRequested]));
    it('resets with a valid code', () =>
      manager
        .given([created, resetRequested])
        .when({ type: 'ResetManagerPasswordByEmail', data: { tokenHash: 't1', now: '2026-01-01T00:00:00.000Z', passwordHash: 'new' } })
        .then([
          {
            type: 'ManagerPasswordReset',
            data: { managerId: 'm1', companyId: 'c1', passwordHash: 'new', reason: 'email', tokenHash: 't1', keptSessionId: null },
          },
        ]));
    it('refuses an expired code', () =>
      manager
        .given([created, resetRequested])
        .when({ type: 'ResetManagerPasswordByEmail', data: { tokenHash: 't1', now: '2026-01-02T00:00:00.000Z', passwordHash: 'new' } })
        .thenError('Errors.VerificationInvalid'));
    it('refuses a used code (single use)', () =>
      manager
        .given([
          created,
          resetRequested,
          {
            type: 'ManagerPasswordReset',
            data: { managerId: 'm1', companyId: 'c1', passwordHash: 'x', reason: 'email', tokenHash: 't1', keptSessionId: null },
          },
        ])
        .when({ type: 'ResetManagerPasswordByEmail', data: { tokenHash: 't1', now: '2026-01-01T00:00:00.000Z', passwordHash: 'new' } })
        .thenError('Errors.VerificationInvalid'));
    it('refuses an unknown code', () =>
      manager
        .given([created, resetRequested])
        .when({ type: 'ResetManagerPasswordByEmail', data: { tokenHash: 'zz', now: '2026-01-01T00:00:00.000Z', passwordHash: 'new' } })
        .thenError('Errors.VerificationInvalid'));
  });

  describe('DeleteManager', () => {
    it('deletes a colleague', () =>
      manager
        .given([created])
        .when({ type: 'DeleteManager', data: { actingCompanyId: 'c1', actingManagerId: 'm2' } })
        .then([deleted]));
    it('refuses deleting oneself', () =>
      manager
        .given([created])
        .when({ type: 'DeleteManager', data: { actingCompanyId: 'c1', actingManagerId: 'm1' } })
        .thenError('Errors.CannotDeleteSelf'));
    it('refuses another company', () =>
      manager
        .given([created])
        .when({ type: 'DeleteManager', data: { actingCompanyId: 'c2', actingManagerId: 'm9' } })
        .thenError('Errors.NotFound'));
    it('refuses twice', () =>
      manager
        .given([created, deleted])
        .when({ type: 'DeleteManager', data: { actingCompanyId: 'c1', actingManagerId: 'm2' } })
        .thenError('Errors.NotFound'));
  });
});
