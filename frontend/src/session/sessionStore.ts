import { cookieNames, type CookieJar } from './cookies';
import { parseSessionUser, type SessionUser, type Tokens } from './sessionData';

export interface Session {
  readonly user: SessionUser;
  readonly token: string | undefined;
  readonly refreshToken: string | undefined;
}

/** The session as the cookies hold it. Pure over a CookieJar so it runs the same in tests and the browser. */
export class SessionStore {
  constructor(private readonly jar: CookieJar) {}

  read(): Session | undefined {
    const user = this.readUser();
    if (!user) return undefined;
    return {
      user,
      token: this.jar.get(cookieNames.jwt),
      refreshToken: this.jar.get(cookieNames.refreshToken),
    };
  }

  readUser(): SessionUser | undefined {
    const raw = this.jar.get(cookieNames.user);
    if (!raw) return undefined;
    try {
      return parseSessionUser(JSON.parse(raw));
    } catch {
      return undefined;
    }
  }

  start(user: SessionUser, tokens: Tokens): void {
    this.writeUser({ ...user, jwtExpire: tokens.jwtExpire, refreshTokenExpires: tokens.refreshTokenExpires });
    this.jar.set(cookieNames.jwt, tokens.token);
    this.jar.set(cookieNames.refreshToken, tokens.refreshToken);
  }

  writeUser(user: SessionUser): void {
    this.jar.set(cookieNames.user, JSON.stringify(user));
  }

  replaceTokens(tokens: Tokens): void {
    this.jar.set(cookieNames.jwt, tokens.token);
    this.jar.set(cookieNames.refreshToken, tokens.refreshToken);
    const user = this.readUser();
    if (user)
      this.writeUser({
        ...user,
        jwtExpire: tokens.jwtExpire,
        refreshTokenExpires: tokens.refreshTokenExpires,
      });
  }

  /** Access on behalf: the admin's session is kept aside so Back to Admin Dashboard can restore it. */
  enterOnBehalf(companyUser: SessionUser, tokens: Tokens): void {
    const current = this.read();
    if (current) this.jar.set(cookieNames.oldSession, JSON.stringify(current));
    this.start({ ...companyUser, accessOnBehalf: true }, tokens);
  }

  hasOldSession(): boolean {
    return this.jar.get(cookieNames.oldSession) !== undefined;
  }

  /** Returns false when there is no old session to go back to. */
  restoreOldSession(): boolean {
    const raw = this.jar.get(cookieNames.oldSession);
    if (!raw) return false;
    try {
      const old = JSON.parse(raw) as Session;
      const user = parseSessionUser(old.user);
      if (!user) return false;
      this.start(user, { token: old.token ?? '', refreshToken: old.refreshToken ?? '' });
      this.jar.remove(cookieNames.oldSession);
      return true;
    } catch {
      return false;
    }
  }

  /** Logout clears the stored user, language, home widget, jwt and refresh token. */
  clear(): void {
    for (const name of Object.values(cookieNames)) this.jar.remove(name);
  }
}
