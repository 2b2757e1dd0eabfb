import type { AdminEvent } from '@fleetcheck/contracts';
import { describe, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { adminDecider, type AdminAccount } from './decider';

const account: AdminAccount = {
  adminId: 'a1',
  username: 'admin',
  passwordHash: 'hash',
  firstName: 'A',
  lastName: 'B',
  email: 'a@example.com',
  language: 'ja',
};
const created: AdminEvent = { type: 'PlatformAdminCreated', data: account };
const admin = spec(adminDecider);

describe('Platform admin decider', () => {
  it('CreatePlatformAdmin creates', () => admin.given([]).when({ type: 'CreatePlatformAdmin', data: account }).then([created]));
  it('CreatePlatformAdmin refuses an existing id', () =>
    admin.given([created]).when({ type: 'CreatePlatformAdmin', data: account }).thenError('Errors.Conflict'));
  it('ChangeAdminLanguage changes', () =>
    admin
      .given([created])
      .when({ type: 'ChangeAdminLanguage', data: { language: 'en' } })
      .then([{ type: 'PlatformAdminLanguageChanged', data: { adminId: 'a1', language: 'en' } }]));
  it('ChangeAdminLanguage appends nothing for the same language', () =>
    admin
      .given([created])
      .when({ type: 'ChangeAdminLanguage', data: { language: 'ja' } })
      .then([]));
  it('ChangeAdminLanguage refuses an unknown admin', () =>
    admin
      .given([])
      .when({ type: 'ChangeAdminLanguage', data: { language: 'en' } })
      .thenError('Errors.NotFound'));
});
