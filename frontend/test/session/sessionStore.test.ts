import { beforeEach, describe, expect, it } from 'vitest';
import { cookieNames, documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { isRegisterComplete, isSubscriptionExpired, parseSessionUser, roleOf } from '../../src/session/sessionData';
import { decidePoll } from '../../src/session/sessionPoll';
import { logout } from '../../src/session/logout';

const jar = documentCookieJar();

describe('SessionStore', () => {
  beforeEach(() => new SessionStore(jar).clear());

  it('keeps the user and tokens in cookies', () => {
    const store = new SessionStore(jar);
    store.start({ _id: 'u1', userType: 2, language: 'en' }, { token: 't', refreshToken: 'r', jwtExpire: 100 });
    expect(new SessionStore(jar).read()).toEqual({
      user: { _id: 'u1', userType: 2, language: 'en', jwtExpire: 100 },
      token: 't',
      refreshToken: 'r',
    });
  });

  it('treats a malformed user cookie as no session', () => {
    jar.set(cookieNames.user, '{not json');
    expect(new SessionStore(jar).read()).toBeUndefined();
  });

  it('keeps the admin session aside while acting on behalf and restores it', () => {
    const store = new SessionStore(jar);
    store.start({ _id: 'admin', userType: 1 }, { token: 'admin-t', refreshToken: 'admin-r' });
    store.enterOnBehalf({ _id: 'company-manager', userType: 2, redirectPage: '/user' }, { token: 'c-t', refreshToken: 'c-r' });
    expect(store.read()?.user).toMatchObject({ _id: 'company-manager', accessOnBehalf: true });
    expect(store.hasOldSession()).toBe(true);

    expect(store.restoreOldSession()).toBe(true);
    expect(store.read()).toMatchObject({ user: { _id: 'admin', userType: 1 }, token: 'admin-t' });
    expect(store.hasOldSession()).toBe(false);
    expect(store.restoreOldSession()).toBe(false);
  });

  it('logout clears user, language, home widget, jwt and refresh token and goes to the matching login page', async () => {
    const store = new SessionStore(jar);
    store.start({ _id: 'u1', userType: 2 }, { token: 't', refreshToken: 'r' });
    jar.set(cookieNames.language, 'en');
    jar.set(cookieNames.homeWidget, 'true');
    const visited: string[] = [];
    let signedOut = false;
    await logout(
      {
        session: store,
        signOut: async () => (signedOut = true),
        navigate: (href) => visited.push(href),
        currentPath: () => '/user/offices',
      },
      'manager',
    );

    for (const name of ['user', 'language', 'homeWidget', 'jwt', 'refreshToken']) expect(jar.get(name)).toBeUndefined();
    expect(signedOut).toBe(true);
    expect(visited).toEqual(['/authorization?page=login']);

    await logout({
      session: store,
      signOut: async () => Promise.reject(new Error('offline')),
      navigate: (href) => visited.push(href),
      currentPath: () => '/admin/companies',
    });
    expect(visited[1]).toBe('/admin-authorization?page=login');
  });
});

describe('session rules', () => {
  it('maps user types to roles', () => {
    expect([1, 2, 3, 4, 5, undefined].map(roleOf)).toEqual(['admin', 'manager', 'manager', 'auditor', 'none', 'none']);
  });

  it('counts user type 1 or redirect page /user as registration complete, and no user as complete', () => {
    expect(isRegisterComplete(undefined)).toBe(true);
    expect(isRegisterComplete({ _id: 'a', userType: 1 })).toBe(true);
    expect(isRegisterComplete({ _id: 'm', userType: 2, redirectPage: '/user' })).toBe(true);
    expect(isRegisterComplete({ _id: 'm', userType: 2, redirectPage: '/user/tariffs' })).toBe(false);
  });

  it('logs out non-admins whose subscription expired before today in Japan', () => {
    const today = new Date('2026-11-22T06:00:00.000Z'); // 15:00 in Tokyo
    // 00:30 on 23 November in Tokyo (still the 22nd in UTC): a term that ended on the 22nd has run out.
    expect(isSubscriptionExpired({ _id: 'm', userType: 2, subscriptionExpiryDate: '2026-11-22' }, today)).toBe(false);
    expect(
      isSubscriptionExpired({ _id: 'm', userType: 2, subscriptionExpiryDate: '2026-11-22' }, new Date('2026-11-22T15:30:00.000Z')),
    ).toBe(true);
    expect(isSubscriptionExpired({ _id: 'm', userType: 2, subscriptionExpiryDate: '2026-11-21' }, today)).toBe(true);
    expect(isSubscriptionExpired({ _id: 'm', userType: 2, subscriptionExpiryDate: '2026-11-22T00:00:00' }, today)).toBe(false);
    expect(isSubscriptionExpired({ _id: 'a', userType: 1, subscriptionExpiryDate: '2020-01-01' }, today)).toBe(false);
    expect(decidePoll({ _id: 'm', userType: 2, subscriptionExpiryDate: '2026-01-01' }, today)).toBe('logout');
  });

  it('keeps a records-only manager (let in by the server for a year after the paid term) signed in past the expiry day', () => {
    const today = new Date('2026-11-22T06:00:00.000Z');
    const lapsed = { _id: 'm', userType: 2, subscriptionExpiryDate: '2026-11-21' };
    expect(decidePoll(lapsed, today)).toBe('logout');
    expect(isSubscriptionExpired({ ...lapsed, recordsOnly: true }, today)).toBe(false);
    expect(decidePoll({ ...lapsed, recordsOnly: true }, today)).toBe('nothing');
    expect(parseSessionUser({ ...lapsed, recordsOnly: true })).toEqual({ ...lapsed, recordsOnly: true });
    expect(parseSessionUser({ ...lapsed, recordsOnly: 'yes' })).toBeUndefined();
  });

  it('refreshes on the poll only when the token expires before the next poll', () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const seconds = now.getTime() / 1000;
    expect(decidePoll({ _id: 'm', userType: 2, jwtExpire: seconds + 30 }, now)).toBe('refresh');
    expect(decidePoll({ _id: 'm', userType: 2, jwtExpire: seconds + 3600 }, now)).toBe('nothing');
    expect(decidePoll({ _id: 'm', userType: 2, jwtExpire: '2026-11-22T10:00:30Z' }, now)).toBe('refresh');
    expect(decidePoll(undefined, now)).toBe('nothing');
  });
});
