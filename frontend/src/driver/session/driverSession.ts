import type { CurrentUser, TokenData } from '@fleetcheck/contracts';

/**
 * The driver's session on the phone, kept in localStorage (not the web app's cookies): it must outlive a restart
 * of the phone's browser with no network, and a manager signing in on the same browser does not replace it.
 */
export interface DriverSession {
  readonly token: string;
  readonly refreshToken: string;
  readonly userId: string;
  readonly username: string;
  readonly name: string;
}

const STORAGE_KEY = 'fleetcheck.driver-session';

export function readDriverSession(storage: Storage = localStorage): DriverSession | undefined {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<DriverSession>;
    if (typeof value.token !== 'string' || typeof value.refreshToken !== 'string' || typeof value.userId !== 'string') return undefined;
    return {
      token: value.token,
      refreshToken: value.refreshToken,
      userId: value.userId,
      username: value.username ?? '',
      name: value.name ?? '',
    };
  } catch {
    return undefined;
  }
}

/** Starts the session from a sign-in answer (POST /auth/driver-login or /auth/driver-set-password). */
export function startDriverSession(answer: CurrentUser & TokenData, storage: Storage = localStorage): DriverSession {
  const session: DriverSession = {
    token: answer.token,
    refreshToken: answer.refreshToken,
    userId: answer._id,
    username: answer.username,
    name: [answer.lastName, answer.firstName].filter(Boolean).join(' '),
  };
  storage.setItem(STORAGE_KEY, JSON.stringify(session));
  return session;
}

export function replaceDriverTokens(tokens: Pick<TokenData, 'token' | 'refreshToken'>, storage: Storage = localStorage): void {
  const session = readDriverSession(storage);
  if (session) storage.setItem(STORAGE_KEY, JSON.stringify({ ...session, token: tokens.token, refreshToken: tokens.refreshToken }));
}

export function clearDriverSession(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEY);
}
