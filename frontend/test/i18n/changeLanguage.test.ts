import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../src/i18n/changeLanguage';
import { ApiClient } from '../../src/api/apiClient';
import { cookieNames, documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';

function setup() {
  const cookies = documentCookieJar();
  const session = new SessionStore(cookies);
  session.clear();
  session.start({ _id: 'm1', userType: 2 }, { token: 't', refreshToken: 'r' });
  const calls: string[] = [];
  const api = new ApiClient({
    session,
    audience: () => 'manager',
    onSessionLost: () => undefined,
    fetch: async (input, init) => {
      calls.push(`${init?.method} ${String(input)} ${String(init?.body)}`);
      return Response.json({ operation: 'success' });
    },
  });
  let reloads = 0;
  return { cookies, api, calls, reload: () => (reloads += 1), reloads: () => reloads };
}

describe('changeLanguage', () => {
  it('stores the language, saves it on the server and reloads', async () => {
    const { cookies, api, calls, reload, reloads } = setup();
    await changeLanguage('en', { cookies, api, signedIn: true, reload });
    expect(cookies.get(cookieNames.language)).toBe('en');
    expect(calls).toEqual(['PATCH /api/v1/auth/update-manage-language {"language":"en"}']);
    expect(reloads()).toBe(1);
  });

  it('skips the server when told to, or when nobody is signed in', async () => {
    const { cookies, api, calls, reload, reloads } = setup();
    await changeLanguage('ja', { cookies, api, signedIn: true, reload }, true);
    await changeLanguage('en', { cookies, api, signedIn: false, reload });
    expect(calls).toEqual([]);
    expect(cookies.get(cookieNames.language)).toBe('en');
    expect(reloads()).toBe(2);
  });
});
