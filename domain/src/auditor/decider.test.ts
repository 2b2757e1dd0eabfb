import type { AuditorEvent } from '@fleetcheck/contracts';
import { describe, expect, it } from 'vitest';
import { spec } from '../../test/support/decider-spec';
import { RECENT_REQUEST_IDS, accessRunsAt, auditorDecider, auditorMayAct, evolve, type AuditorAccount } from './decider';
import { auditorStatusAt } from './directory';

const account: AuditorAccount = {
  auditorId: 'u1',
  email: 'audit@example.com',
  name: '監査 太郎',
  language: 'ja',
  scope: { kind: 'companies', companyIds: ['c1'] },
  // The end of 2026-04-30 in Japan.
  accessEndsAt: '2026-04-30T14:59:59.999Z',
  invitedBy: 'a1',
};
const invitation = { invitationTokenHash: 'h1', invitationExpiresAt: '2026-04-08T00:00:00.000Z' };
const invited: AuditorEvent = { type: 'AuditorInvited', data: { ...account, ...invitation } };
const passwordSet: AuditorEvent = { type: 'AuditorPasswordSet', data: { auditorId: 'u1', passwordHash: 'p', invitationTokenHash: 'h1' } };
const auditor = spec(auditorDecider);
const setPassword = (tokenHash: string, now: string) =>
  ({ type: 'SetAuditorPassword', data: { tokenHash, passwordHash: 'p', now } }) as const;
const record = (companyId: string | null, now = '2026-04-10T00:00:00.000Z') =>
  ({ type: 'RecordAuditorActivity', data: { action: 'page', what: '/audit/companies', companyId, now } }) as const;

describe('Auditor decider', () => {
  it('InviteAuditor invites', () =>
    auditor
      .given([])
      .when({ type: 'InviteAuditor', data: { ...account, ...invitation, now: '2026-04-01T00:00:00.000Z' } })
      .then([invited]));
  it('InviteAuditor refuses an end of access already past', () =>
    auditor
      .given([])
      .when({ type: 'InviteAuditor', data: { ...account, ...invitation, now: '2026-05-01T00:00:00.000Z' } })
      .thenError('Errors.Invalid'));
  it('SetAuditorPassword takes the mailed code once, before it runs out', () => {
    auditor.given([invited]).when(setPassword('h1', '2026-04-07T23:59:00.000Z')).then([passwordSet]);
    auditor.given([invited]).when(setPassword('h1', '2026-04-08T00:00:00.000Z')).thenError('Errors.VerificationInvalid');
    auditor.given([invited]).when(setPassword('other', '2026-04-02T00:00:00.000Z')).thenError('Errors.VerificationInvalid');
    auditor.given([invited, passwordSet]).when(setPassword('h1', '2026-04-02T00:00:00.000Z')).thenError('Errors.VerificationInvalid');
  });
  it('RecordAuditorActivity records a request once: the same request id again records nothing, another id records', () => {
    const read = (requestId: string) =>
      ({
        type: 'RecordAuditorActivity',
        data: { action: 'read', what: '/audit/companies', companyId: null, requestId, now: '2026-04-10T00:00:00.000Z' },
      }) as const;
    const recorded = (requestId: string): AuditorEvent => ({
      type: 'AuditorActivityRecorded',
      data: { auditorId: 'u1', action: 'read', what: '/audit/companies', companyId: null, requestId },
    });
    auditor
      .given([invited, passwordSet])
      .when(read('r1'))
      .then([recorded('r1')]);
    auditor
      .given([invited, passwordSet, recorded('r1')])
      .when(read('r1'))
      .then([]);
    auditor
      .given([invited, passwordSet, recorded('r1')])
      .when(read('r2'))
      .then([recorded('r2')]);
    // Only the latest RECENT_REQUEST_IDS are compared: a retry comes within a few reads.
    const many = Array.from({ length: RECENT_REQUEST_IDS }, (_, i) => recorded(`later-${i}`));
    auditor
      .given([invited, passwordSet, recorded('r1'), ...many])
      .when(read('r1'))
      .then([recorded('r1')]);
  });
  it('RecordAuditorActivity records within the scope and refuses outside it, after the end or once revoked', () => {
    auditor
      .given([invited, passwordSet])
      .when(record('c1'))
      .then([{ type: 'AuditorActivityRecorded', data: { auditorId: 'u1', action: 'page', what: '/audit/companies', companyId: 'c1' } }]);
    auditor.given([invited, passwordSet]).when(record('c2')).thenError('Errors.Forbidden');
    // A read the server records (query-api) keeps its route and export format.
    const read = {
      action: 'export',
      what: '/audit/company/c1/ledger-export?format=csv',
      route: '/audit/company/:id/ledger-export',
      format: 'csv',
    } as const;
    auditor
      .given([invited, passwordSet])
      .when({ type: 'RecordAuditorActivity', data: { ...read, companyId: 'c1', now: '2026-04-10T00:00:00.000Z' } })
      .then([{ type: 'AuditorActivityRecorded', data: { auditorId: 'u1', ...read, companyId: 'c1' } }]);
    auditor.given([invited, passwordSet]).when(record(null, '2026-04-30T15:00:00.000Z')).thenError('Errors.Unauthorized');
    const revoked: AuditorEvent = { type: 'AuditorRevoked', data: { auditorId: 'u1', revokedBy: 'a1' } };
    auditor.given([invited, passwordSet, revoked]).when(record(null)).thenError('Errors.Unauthorized');
    auditor
      .given([invited, passwordSet, revoked])
      .when({ type: 'RevokeAuditor', data: { revokedBy: 'a1' } })
      .then([]);
  });
  it('auditorMayAct holds until the last millisecond of the end day', () => {
    const active = [invited, passwordSet].reduce(evolve, auditorDecider.initialState());
    expect(auditorMayAct(active, '2026-04-30T14:59:59.998Z')).toBe(true);
    expect(auditorMayAct(active, '2026-04-30T14:59:59.999Z')).toBe(false);
  });
  it('accessRunsAt: the period runs up to, not including, its end instant, given as a Date or an ISO string', () => {
    expect(accessRunsAt(account.accessEndsAt, '2026-04-30T14:59:59.998Z')).toBe(true);
    expect(accessRunsAt(account.accessEndsAt, new Date('2026-04-30T14:59:59.998Z'))).toBe(true);
    expect(accessRunsAt(account.accessEndsAt, '2026-04-30T14:59:59.999Z')).toBe(false);
    expect(accessRunsAt(account.accessEndsAt, new Date('2026-05-01T00:00:00.000Z'))).toBe(false);
  });
  it('auditorStatusAt: invited or active past the end reads Expired; revoked stays Revoked', () => {
    const before = new Date('2026-04-30T14:59:59.998Z');
    const after = new Date('2026-04-30T14:59:59.999Z');
    const entry = (status: 'Invited' | 'Active' | 'Revoked') => ({ status, accessEndsAt: account.accessEndsAt });
    expect(auditorStatusAt(entry('Invited'), before)).toBe('Invited');
    expect(auditorStatusAt(entry('Active'), before)).toBe('Active');
    expect(auditorStatusAt(entry('Invited'), after)).toBe('Expired');
    expect(auditorStatusAt(entry('Active'), after)).toBe('Expired');
    expect(auditorStatusAt(entry('Revoked'), before)).toBe('Revoked');
    expect(auditorStatusAt(entry('Revoked'), after)).toBe('Revoked');
  });
});
