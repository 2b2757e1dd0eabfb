import { describe, expect, it } from 'vitest';
import { DRIVER_USER_TYPE } from '@fleetcheck/contracts';
import { SessionDirectory, type SessionClaims } from './validity';

/** Issue 34: a driver's phone session lives by the same rule as a manager's. */
const now = new Date('2026-01-01T00:00:00.000Z');
const event = (type: string, data: unknown) => ({ type, schemaVersion: type === 'SessionStarted' ? 2 : 1, data });
const driverEvent = (type: string, extra: object = {}) => event(type, { driverId: 'd1', companyId: 'c1', ...extra });
const started = (sessionId: string) =>
  event('SessionStarted', {
    sessionId,
    audience: 'driver',
    userId: 'd1',
    userType: DRIVER_USER_TYPE,
    companyId: 'c1',
    onBehalfOf: null,
    openedFromSessionId: null,
    tokenHash: 'h',
    expiresAt: '2026-01-05T00:00:00.000Z',
  });
const claims = (sessionId: string, over: Partial<SessionClaims> = {}): SessionClaims => ({
  kind: 'driver',
  userId: 'd1',
  userType: DRIVER_USER_TYPE,
  companyId: 'c1',
  sessionId,
  ...over,
});
const profile = {
  firstName: 'f',
  lastName: 'l',
  spellingFirstName: '',
  spellingLastName: '',
  DOB: '-',
  expirationDate: '2028-01-01',
  licenseType: '1',
  carId: 'car1',
  driverLicense: '1',
  email: '',
  mobile: '',
  officeId: null,
  image: null,
};

/** Company c1 exists (the directory only needs its id) with driver d1 signed in on session s1. */
function signedIn(): SessionDirectory {
  const directory = new SessionDirectory();
  const details = { name: 'n', email: 'e@x.jp', phone: '03', fax: '', employeeCount: 1, carCount: 1, postcode: '1000001' };
  const address = { prefectures: '東京都', municipalities: '千代田区', town: '', buildings: '' };
  directory.apply(
    event('CompanyRegistered', {
      companyId: 'c1',
      details: { ...details, ...address },
      emailVerified: true,
      registeredAt: now.toISOString(),
    }),
  );
  directory.apply(driverEvent('DriverCreated', { username: 'd', passwordHash: 'h', profile }));
  directory.apply(started('s1'));
  return directory;
}

describe('a driver session', () => {
  it('is valid for its driver and company, and only as a driver', () => {
    const directory = signedIn();
    expect(directory.isValid(claims('s1'), now)).toBe(true);
    expect(directory.isValid(claims('s1', { kind: 'manager' }), now)).toBe(false);
    expect(directory.isValid(claims('s1', { companyId: 'c2' }), now)).toBe(false);
  });

  it.each([
    ['the driver is deleted', driverEvent('DriverDeleted')],
    ['a manager resets the password', driverEvent('DriverPasswordReset', { passwordHash: 'n' })],
    ['the driver chooses a password with an invitation', driverEvent('DriverPasswordSet', { passwordHash: 'n', invitationTokenHash: 'x' })],
    ['the company closes', event('CompanyDeleted', { companyId: 'c1', deletedAt: now.toISOString() })],
  ])('ends when %s', (_, ending) => {
    const directory = signedIn();
    expect(directory.isValid(claims('s1'), now)).toBe(true);
    directory.apply(ending);
    expect(directory.isValid(claims('s1'), now)).toBe(false);
  });

  it('outlives a profile change and a new invitation', () => {
    const directory = signedIn();
    directory.apply(driverEvent('DriverUpdated', { changes: { mobile: '090' } }));
    const invitation = { invitationTokenHash: 'x', invitationExpiresAt: '2026-01-02T00:00:00.000Z', invitedBy: 'm1' };
    directory.apply(driverEvent('DriverInvited', invitation));
    expect(directory.isValid(claims('s1'), now)).toBe(true);
  });
});
