import { describe, expect, it } from 'vitest';
import { AUDITOR_USER_TYPE, SessionDirectory, type SessionClaims } from './validity';

const now = new Date('2026-01-01T00:00:00.000Z');
const stored = (type: string, data: unknown, schemaVersion = 0) => ({
  type,
  schemaVersion: schemaVersion || (['SessionStarted', 'ManagerPasswordReset'].includes(type) ? 2 : 1),
  data,
});

const company = (companyId: string) =>
  stored('CompanyRegistered', { companyId, details: details(), emailVerified: true, registeredAt: now.toISOString() });
const details = () => ({
  name: 'n',
  email: 'e@x.jp',
  phone: '03',
  fax: '',
  employeeCount: 1,
  carCount: 1,
  postcode: '1000001',
  prefectures: '東京都',
  municipalities: '千代田区',
  town: '',
  buildings: '',
});
const profile = {
  firstName: 'f',
  lastName: 'l',
  spellingFirstName: '',
  spellingLastName: '',
  email: 'm@x.jp',
  mobile: '',
  officeId: null,
  image: null,
};
const manager = (managerId: string, companyId: string) =>
  stored('ManagerCreated', { managerId, companyId, userType: 2, username: managerId, passwordHash: 'h', language: 'ja', profile });
const admin = (adminId: string) =>
  stored('PlatformAdminCreated', {
    adminId,
    username: adminId,
    passwordHash: 'h',
    firstName: 'a',
    lastName: 'b',
    email: 'a@x.jp',
    language: 'ja',
  });
const expiresAt = '2026-01-05T00:00:00.000Z';
const managerSession = (sessionId: string, userId = 'm1', companyId = 'c1') =>
  stored('SessionStarted', {
    sessionId,
    audience: 'manager',
    userId,
    userType: 2,
    companyId,
    onBehalfOf: null,
    openedFromSessionId: null,
    tokenHash: 'h',
    expiresAt,
  });
const adminSession = (sessionId: string) =>
  stored('SessionStarted', {
    sessionId,
    audience: 'admin',
    userId: 'a1',
    userType: 1,
    companyId: null,
    onBehalfOf: null,
    openedFromSessionId: null,
    tokenHash: 'h',
    expiresAt,
  });
const onBehalfSession = (sessionId: string, openedFrom: string) =>
  stored('SessionStarted', {
    sessionId,
    audience: 'manager',
    userId: 'a1',
    userType: 1,
    companyId: 'c1',
    onBehalfOf: { adminId: 'a1', companyId: 'c1' },
    openedFromSessionId: openedFrom,
    tokenHash: 'h',
    expiresAt,
  });
const reset = (reason: string, keptSessionId: string | null) =>
  stored('ManagerPasswordReset', { managerId: 'm1', companyId: 'c1', passwordHash: 'n', reason, tokenHash: null, keptSessionId });
const revoked = (sessionId: string) => stored('SessionRevoked', { sessionId, reason: 'logout' });

const managerClaims = (sessionId: string, override: Partial<SessionClaims> = {}): SessionClaims => ({
  kind: 'manager',
  userId: 'm1',
  userType: 2,
  companyId: 'c1',
  sessionId,
  ...override,
});
const adminClaims = (sessionId: string): SessionClaims => ({ kind: 'admin', userId: 'a1', userType: 1, companyId: null, sessionId });
const onBehalfClaims = (sessionId: string): SessionClaims => ({
  kind: 'admin-on-behalf',
  userId: 'a1',
  userType: 1,
  companyId: 'c1',
  sessionId,
});

const auditorInvited = (auditorId: string, accessEndsAt: string) =>
  stored('AuditorInvited', {
    auditorId,
    email: `${auditorId}@audit.example`,
    name: '監査 太郎',
    language: 'ja',
    scope: { kind: 'all' },
    accessEndsAt,
    invitedBy: 'a1',
    invitationTokenHash: 'i',
    invitationExpiresAt: '2026-01-01T12:00:00.000Z',
  });
const auditorPasswordSet = (auditorId: string) => stored('AuditorPasswordSet', { auditorId, passwordHash: 'p', invitationTokenHash: 'i' });
const auditorSession = (sessionId: string, userId = 'u1') =>
  stored('SessionStarted', {
    sessionId,
    audience: 'admin',
    userId,
    userType: AUDITOR_USER_TYPE,
    companyId: null,
    onBehalfOf: null,
    openedFromSessionId: null,
    tokenHash: 'h',
    expiresAt,
  });
const auditorClaims = (sessionId: string, userId = 'u1'): SessionClaims => ({
  kind: 'auditor',
  userId,
  userType: AUDITOR_USER_TYPE,
  companyId: null,
  sessionId,
});
/** The end of 2 January 2026 in Japan. */
const auditorEnds = '2026-01-02T14:59:59.999Z';

function given(...events: ReturnType<typeof stored>[]): SessionDirectory {
  const directory = new SessionDirectory();
  for (const event of [company('c1'), company('c2'), manager('m1', 'c1'), admin('a1'), ...events]) directory.apply(event);
  return directory;
}

describe('session validity', () => {
  it('accepts a started manager session whose claims are its own', () => {
    expect(given(managerSession('s1')).isValid(managerClaims('s1'), now)).toBe(true);
  });

  it('refuses an unknown session', () => {
    expect(given(managerSession('s1')).isValid(managerClaims('s2'), now)).toBe(false);
  });

  it('refuses after logout', () => {
    expect(given(managerSession('s1'), revoked('s1')).isValid(managerClaims('s1'), now)).toBe(false);
  });

  it('refuses claims that differ from the session: company, user, role, on behalf', () => {
    const directory = given(managerSession('s1'));
    expect(directory.isValid(managerClaims('s1', { companyId: 'c2' }), now)).toBe(false);
    expect(directory.isValid(managerClaims('s1', { userId: 'm2' }), now)).toBe(false);
    expect(directory.isValid(managerClaims('s1', { userType: 3 }), now)).toBe(false);
    expect(directory.isValid(managerClaims('s1', { kind: 'admin-on-behalf', userType: 2 }), now)).toBe(false);
    expect(directory.isValid(managerClaims('s1', { kind: 'admin', companyId: null }), now)).toBe(false);
  });

  it('refuses once the manager is deleted', () => {
    expect(
      given(managerSession('s1'), stored('ManagerDeleted', { managerId: 'm1', companyId: 'c1' })).isValid(managerClaims('s1'), now),
    ).toBe(false);
  });

  it('refuses once the company is deleted, also a session started afterwards', () => {
    const deleted = stored('CompanyDeleted', { companyId: 'c1', deletedAt: now.toISOString() });
    expect(given(managerSession('s1'), deleted).isValid(managerClaims('s1'), now)).toBe(false);
    expect(given(deleted, managerSession('s2')).isValid(managerClaims('s2'), now)).toBe(false);
  });

  it.each(['manager', 'admin', 'email'])('ends every earlier session on a password reset (%s), not the later ones', (reason) => {
    const directory = given(managerSession('s1'), managerSession('s2'), reset(reason, null), managerSession('s3'));
    expect(directory.isValid(managerClaims('s1'), now)).toBe(false);
    expect(directory.isValid(managerClaims('s2'), now)).toBe(false);
    expect(directory.isValid(managerClaims('s3'), now)).toBe(true);
  });

  it('keeps the session a manager changed their own password from, and ends their other ones', () => {
    const directory = given(managerSession('s1'), managerSession('s2'), reset('manager', 's1'));
    expect(directory.isValid(managerClaims('s1'), now)).toBe(true);
    expect(directory.isValid(managerClaims('s2'), now)).toBe(false);
  });

  it('does not bring back an ended session named as kept by a later change', () => {
    const directory = given(managerSession('s1'), reset('admin', null), reset('manager', 's1'));
    expect(directory.isValid(managerClaims('s1'), now)).toBe(false);
  });

  it('reads a v1 password reset (no kept session) as ending every session', () => {
    const v1 = stored(
      'ManagerPasswordReset',
      { managerId: 'm1', companyId: 'c1', passwordHash: 'n', reason: 'manager', tokenHash: null },
      1,
    );
    expect(given(managerSession('s1'), v1).isValid(managerClaims('s1'), now)).toBe(false);
  });

  it('accepts an admin session while the admin exists', () => {
    expect(given(adminSession('a-s1')).isValid(adminClaims('a-s1'), now)).toBe(true);
    expect(given(adminSession('a-s1')).isValid({ ...adminClaims('a-s1'), userId: 'a2' }, now)).toBe(false);
  });

  it('accepts an on-behalf session while the admin session it was opened from lives', () => {
    expect(given(adminSession('a-s1'), onBehalfSession('o1', 'a-s1')).isValid(onBehalfClaims('o1'), now)).toBe(true);
  });

  it("ends the on-behalf sessions with the admin's logout, not with another admin session's", () => {
    const directory = given(
      adminSession('a-s1'),
      adminSession('a-s2'),
      onBehalfSession('o1', 'a-s1'),
      onBehalfSession('o2', 'a-s2'),
      revoked('a-s1'),
    );
    expect(directory.isValid(onBehalfClaims('o1'), now)).toBe(false);
    expect(directory.isValid(onBehalfClaims('o2'), now)).toBe(true);
  });

  it('refuses an on-behalf session in another company than its claims, or of a deleted company', () => {
    expect(given(adminSession('a-s1'), onBehalfSession('o1', 'a-s1')).isValid({ ...onBehalfClaims('o1'), companyId: 'c2' }, now)).toBe(
      false,
    );
    const deleted = stored('CompanyDeleted', { companyId: 'c1', deletedAt: now.toISOString() });
    expect(given(adminSession('a-s1'), onBehalfSession('o1', 'a-s1'), deleted).isValid(onBehalfClaims('o1'), now)).toBe(false);
  });

  it('refuses a v1 on-behalf session, which names no admin session', () => {
    const v1 = stored(
      'SessionStarted',
      {
        sessionId: 'o1',
        audience: 'manager',
        userId: 'a1',
        userType: 1,
        companyId: 'c1',
        onBehalfOf: { adminId: 'a1', companyId: 'c1' },
        tokenHash: 'h',
        expiresAt,
      },
      1,
    );
    expect(given(adminSession('a-s1'), v1).isValid(onBehalfClaims('o1'), now)).toBe(false);
  });

  it('refuses a session whose refresh family ran out more than an access token lifetime ago', () => {
    const directory = given(managerSession('s1'));
    // expiresAt is 5 Jan 00:00; an access token issued then lives at most an hour.
    expect(directory.isValid(managerClaims('s1'), new Date('2026-01-05T00:59:59.000Z'))).toBe(true);
    expect(directory.isValid(managerClaims('s1'), new Date('2026-01-05T01:00:00.000Z'))).toBe(false);
  });

  it('moves the end of the family on with a refresh', () => {
    const refreshed = stored('SessionRefreshed', {
      sessionId: 's1',
      previousTokenHash: 'h',
      tokenHash: 'h2',
      expiresAt: '2026-01-09T00:00:00.000Z',
    });
    expect(given(managerSession('s1'), refreshed).isValid(managerClaims('s1'), new Date('2026-01-06T00:00:00.000Z'))).toBe(true);
  });

  it("accepts an auditor's session up to the last millisecond of the access period, and refuses it from then on", () => {
    const directory = given(auditorInvited('u1', auditorEnds), auditorPasswordSet('u1'), auditorSession('x1'));
    expect(directory.isValid(auditorClaims('x1'), now)).toBe(true);
    expect(directory.isValid(auditorClaims('x1'), new Date('2026-01-02T14:59:59.998Z'))).toBe(true);
    expect(directory.isValid(auditorClaims('x1'), new Date('2026-01-02T14:59:59.999Z'))).toBe(false);
  });

  it('refuses an auditor who never set a password, and one revoked, while their period runs', () => {
    expect(given(auditorInvited('u1', auditorEnds), auditorSession('x1')).isValid(auditorClaims('x1'), now)).toBe(false);
    const revokedAuditor = stored('AuditorRevoked', { auditorId: 'u1', revokedBy: 'a1' });
    const directory = given(auditorInvited('u1', auditorEnds), auditorPasswordSet('u1'), auditorSession('x1'), revokedAuditor);
    expect(directory.isValid(auditorClaims('x1'), now)).toBe(false);
  });
});

describe('session directory snapshot (what a live fold stores and starts from)', () => {
  it('answers as the directory it was taken from, and goes on applying events the same way', () => {
    const history = [
      company('c1'),
      manager('m1', 'c1'),
      admin('a1'),
      auditorInvited('u1', auditorEnds),
      auditorPasswordSet('u1'),
      managerSession('s1'),
      managerSession('s2'),
      adminSession('as1'),
      onBehalfSession('ob1', 'as1'),
      auditorSession('x1'),
    ];
    const restored = SessionDirectory.fromSnapshot(JSON.parse(JSON.stringify(given(...history).toSnapshot())));
    for (const [claims, valid] of [
      [managerClaims('s1'), true],
      [managerClaims('s2'), true],
      [adminClaims('as1'), true],
      [onBehalfClaims('ob1'), true],
      [auditorClaims('x1'), true],
      [managerClaims('unknown'), false],
    ] as const)
      expect(restored.isValid(claims, now)).toBe(valid);

    // The indexes rebuilt on load: a password reset ends the manager's other sessions, an admin's logout the
    // sessions opened on behalf of a company from it.
    restored.apply(reset('manager', 's2'));
    restored.apply(revoked('as1'));
    expect(restored.isValid(managerClaims('s1'), now)).toBe(false);
    expect(restored.isValid(managerClaims('s2'), now)).toBe(true);
    expect(restored.isValid(onBehalfClaims('ob1'), now)).toBe(false);
    expect(restored.isValid(auditorClaims('x1'), now)).toBe(true);
  });
});
