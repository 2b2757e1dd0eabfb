import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../../src/api/apiClient';
import { documentCookieJar } from '../../src/session/cookies';
import { SessionStore } from '../../src/session/sessionStore';
import { enterOnBehalf } from '../../src/features/admin-companies/api/enterOnBehalf';

const adminUser = { _id: 'admin-1', userType: 1, redirectPage: '/admin/companies', firstName: 'Admin' };
const adminTokens = { token: 'admin-jwt', refreshToken: 'admin-refresh' };

const onBehalfAnswer = {
  operation: 'success',
  data: {
    token: 'company-jwt',
    jwtExpire: '2026-11-23T10:00:00.000Z',
    refreshToken: 'company-refresh',
    refreshTokenExpires: '2026-11-27T10:00:00.000Z',
    user: {
      _id: 'admin-1',
      username: 'admin',
      firstName: 'Admin',
      lastName: 'FleetCheck',
      language: 'en',
      userType: 1,
      company: { _id: 'company-7', name: 'Demo Transport' },
      subscription: null,
    },
  },
};

describe('entering a company on its behalf', () => {
  let session: SessionStore;
  const calls: { url: string; body: unknown; auth: string | undefined }[] = [];
  const navigate = vi.fn<(href: string) => void>();

  beforeEach(() => {
    session = new SessionStore(documentCookieJar());
    session.clear();
    session.start(adminUser, adminTokens);
    calls.length = 0;
    navigate.mockClear();
  });

  const apiAnswering = (status: number, body: unknown) =>
    new ApiClient({
      session,
      audience: () => 'admin',
      onSessionLost: () => undefined,
      fetch: async (input, init) => {
        const headers = init?.headers as Record<string, string>;
        calls.push({ url: String(input), body: JSON.parse(String(init?.body)), auth: headers.Authorization });
        return Response.json(body, { status });
      },
    });

  it("keeps the admin's session aside, acts as the company's manager and goes home; going back restores the admin", async () => {
    const entered = await enterOnBehalf({ api: apiAnswering(200, onBehalfAnswer), session, navigate }, 'company-7');

    expect(entered).toBe(true);
    expect(calls).toEqual([{ url: '/api/v1/auth/getAccessOnBehalf', body: { company: 'company-7' }, auth: 'JWT admin-jwt' }]);
    expect(navigate).toHaveBeenCalledWith('/user');
    const current = session.read();
    expect(current?.token).toBe('company-jwt');
    expect(current?.user).toMatchObject({ userType: 2, accessOnBehalf: true, companyName: 'Demo Transport', redirectPage: '/user' });
    expect(session.hasOldSession()).toBe(true);

    expect(session.restoreOldSession()).toBe(true);
    expect(session.read()).toMatchObject({ token: 'admin-jwt', refreshToken: 'admin-refresh', user: { _id: 'admin-1', userType: 1 } });
    expect(session.hasOldSession()).toBe(false);
  });

  it('stays in the admin session when the token cannot be had', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = { operation: 'error', error: { key: 'Errors.NotFound', status: 404 } };

    const entered = await enterOnBehalf({ api: apiAnswering(404, refused), session, navigate }, 'gone');

    expect(entered).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
    expect(session.read()).toMatchObject({ token: 'admin-jwt', user: { userType: 1 } });
    expect(session.hasOldSession()).toBe(false);
    expect(warn).toHaveBeenCalledWith('Failed to get access-on-behalf token', expect.anything());
    warn.mockRestore();
  });
});
